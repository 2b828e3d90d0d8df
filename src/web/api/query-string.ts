import { ApiError } from './client';

/** "?a=1&b=2" from the values that are set, or "" when none are. */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Retry a failed load twice, but never an answer that says the request itself is wrong (4xx). */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
