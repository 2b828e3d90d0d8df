import type { z } from 'zod';
import type { ErrorCode } from '../../contracts/error-catalogue';
import type { ErrorBody } from '../../contracts/errors';
import type { ErrorCodeOf, Operation } from '../../contracts/api/operation';
import type { OperationKey, OperationsByKey } from '../../contracts/api/registry';
import type { VIDEO_UPLOADS_PATH } from '../../contracts/video-uploads';

/**
 * The web's one way to the API. An operation is named by its key,
 * "METHOD /path" as declared in src/contracts/api, so a misspelt path, a
 * wrong body or a code the operation cannot answer is a compile error; the
 * answer is typed from the operation's response schema, not cast. Only
 * types come from the contracts: no schema is loaded into the browser.
 */

/** An API answer other than 2xx, carrying the catalogue's stable code. */
export class ApiError<C extends string = ErrorCode> extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: C,
    message: string,
    /** What the error's `details` carried (the newer answer kept, the courses that open an exam). */
    readonly details?: unknown,
    /** A busy server's Retry-After (503 `server_busy`), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

type Op<K extends OperationKey> = OperationsByKey[K];

/** A path or query value as the client writes it into the address. */
type Scalar = string | number | boolean;
type Written<T> = { [K in keyof T]: unknown extends T[K] ? Scalar | undefined : T[K] };
type Part<O, Name extends string> = O extends { request: { [N in Name]: infer S extends z.ZodType } } ? Written<z.input<S>> : undefined;
type JsonBody<O> = O extends { request: { body: { content: { 'application/json': { schema: infer S extends z.ZodType } } } } } ? z.input<S> : undefined;
/** A body that is not JSON: a form, or a file sent as its own bytes (a studio upload). */
type FileBody<O> = O extends { request: { body: { content: infer C } } } ? ('multipart/form-data' extends keyof C ? FormData : Blob) : undefined;

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] };
/** Whether every property of T may be left out. */
type Optional<T> = Record<never, never> extends T ? true : false;

type QueryOf<O> = [Part<O, 'query'>] extends [undefined] ? { query?: undefined } : Optional<Part<O, 'query'>> extends true ? { query?: Part<O, 'query'> } : { query: Part<O, 'query'> };

type BodyOf<O> = [JsonBody<O>] extends [undefined] ? FileBody<O> : JsonBody<O>;

/** What a call to the operation sends. */
export type InputOf<O> = Defined<{ params: Part<O, 'params'>; body: BodyOf<O> }> &
  QueryOf<O> & {
    signal?: AbortSignal;
    /** Sends the request even while the page unloads (a last move before closing the tab). */
    keepalive?: boolean;
  };

type Success = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? z.output<S> : null;
/** What the operation answers when it succeeds: the union of its 2xx JSON answers. */
export type ResultOf<O extends Operation> = { [S in keyof O['responses'] & Success]: JsonOf<O['responses'][S]> }[keyof O['responses'] & Success];

type Args<K extends OperationKey> = Optional<Omit<InputOf<Op<K>>, 'signal' | 'keepalive'>> extends true ? [input?: InputOf<Op<K>>] : [input: InputOf<Op<K>>];

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

type Address = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/** The operation's address under /api with its path values filled in and its query written. */
function addressOf(template: string, input: Address | undefined): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value as Scalar));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item as Scalar));
    }
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

function split(key: string): { method: string; template: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), template: key.slice(space + 1) };
}

/** A file's own type, or plain bytes when the browser knows none (the server checks the bytes either way). */
const fileType = (file: Blob) => file.type || 'application/octet-stream';

/** The error an answer other than 2xx carries, read from the API's one error shape. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    (body?.error.code ?? 'internal_error') as ErrorCode,
    body?.error.message ?? `Request failed (${response.status})`,
    body?.error.details,
    // Seconds, as the server sends it; a date form or nonsense is ignored.
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  );
}

/**
 * Calls one operation. Resolves with its typed answer; rejects with an
 * `ApiError` when the server refuses, and with the browser's own error
 * (a `TypeError`) when the request never reached it: screens treat the two
 * differently (a refusal is final, a lost connection is tried again).
 */
export async function call<K extends OperationKey>(key: K, ...[input]: Args<K>): Promise<ResultOf<Op<K>>> {
  const { method, template } = split(key);
  const sent = input as (Address & { body?: unknown; signal?: AbortSignal; keepalive?: boolean }) | undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (sent?.body instanceof FormData) body = sent.body;
  else if (sent?.body instanceof Blob) {
    body = sent.body;
    headers['Content-Type'] = fileType(sent.body);
  } else if (sent?.body !== undefined) {
    body = JSON.stringify(sent.body);
    headers['Content-Type'] = 'application/json';
  } else if (method !== 'GET' && method !== 'DELETE') {
    // The API reads every write's body as JSON; an operation without one is sent an empty object.
    body = '{}';
    headers['Content-Type'] = 'application/json';
  }
  const response = await apiFetch(addressOf(template, sent), { method, headers, body, signal: sent?.signal, keepalive: sent?.keepalive });
  if (!response.ok) throw await refusal(response);
  if (response.status === 204) return null as ResultOf<Op<K>>;
  return (await response.json()) as ResultOf<Op<K>>;
}

type GetKey = { [K in OperationKey]: K extends `GET ${string}` ? K : never }[OperationKey];

/** The address of a GET operation, for a link, an image or a download the browser opens itself. */
export function urlOf<K extends GetKey>(key: K, ...[input]: Args<K>): string {
  return addressOf(split(key).template, input as Address | undefined);
}

/**
 * The address of an endpoint under /api that is not a declared operation,
 * named by its contract constant: the resumable video upload, which a tus
 * client speaks to in its own protocol (docs/api-contract.md).
 */
export function endpointAddress(path: typeof VIDEO_UPLOADS_PATH): string {
  return `/api${path}`;
}

/** How far an upload has gone, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a file to an operation that takes one, reporting progress (fetch
 * cannot report an upload's progress; XMLHttpRequest can).
 */
export function upload<K extends OperationKey>(key: K, input: InputOf<Op<K>> & { onProgress?: UploadProgress }): Promise<ResultOf<Op<K>>> {
  const { method, template } = split(key);
  const sent = input as Address & { body?: FormData | Blob; signal?: AbortSignal; onProgress?: UploadProgress };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, addressOf(template, sent));
    xhr.setRequestHeader('Accept', 'application/json');
    if (sent.body instanceof Blob) xhr.setRequestHeader('Content-Type', fileType(sent.body));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) sent.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = new Response(xhr.responseText || null, { status: xhr.status, headers: { 'Content-Type': 'application/json' } });
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.status === 204 ? (null as ResultOf<Op<K>>) : (answer.json() as Promise<ResultOf<Op<K>>>));
      else void refusal(answer).then(reject);
    };
    // As with fetch: a request that never reached the server rejects with a TypeError.
    xhr.onerror = () => reject(new TypeError('The upload did not reach the server. Check the connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    sent.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(sent.body ?? null);
  });
}

/**
 * The refusal of one operation, with its code narrowed to the codes that
 * operation declares (comparing with any other code is a compile error), or
 * null when `caught` is not that (a lost connection, a bug).
 */
export function errorOf<K extends OperationKey>(_key: K, caught: unknown): ApiError<ErrorCodeOf<Op<K>>> | null {
  return caught instanceof ApiError ? (caught as ApiError<ErrorCodeOf<Op<K>>>) : null;
}
