import type { ErrorBody } from '../../contracts/errors';

/** An API answer other than 2xx, carrying the catalogue's stable code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What the error's `details` carried (the newer answer kept, the courses that open an exam). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * How API requests are sent: the browser's fetch, or on the server, while a
 * public page is rendered, a call into the app in the same process (the
 * server entry sets it; there is no host to fetch a relative path from).
 */
let apiFetch: Fetch = (path, init) => fetch(path, init);

export function setApiFetch(next: Fetch): void {
  apiFetch = next;
}

export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(response.status, body?.error.code ?? 'network_error', body?.error.message ?? `Request failed (${response.status})`, body?.error.details);
  }
  return (await response.json()) as T;
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return getJson<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}
