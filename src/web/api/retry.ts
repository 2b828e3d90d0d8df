import { ApiError } from './client';

/** Retry a failed load twice, but never an answer that says the request itself is wrong (4xx). */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
