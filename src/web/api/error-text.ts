/** What every screen says when a request never reached the server (or its answer never came back). */
export const CONNECTION_TROUBLE = 'We could not reach Hisab. Check your connection and try again.';

/** What every screen says when the server failed (a 5xx), or something failed that has no words for a person. */
export const SERVER_TROUBLE = 'Something went wrong on our side. Try again in a minute.';

/**
 * An answer of the API: the ApiError of `client.ts`, or any error that
 * carries the answer's status and catalogue code the same way (the contact
 * form's, the uploads'). Read by shape so every way of calling the API is
 * read alike.
 */
function isApiAnswer(caught: unknown): caught is Error & { status: number; code: string } {
  return caught instanceof Error && typeof (caught as { status?: unknown }).status === 'number' && typeof (caught as { code?: unknown }).code === 'string';
}

/**
 * The one sentence a screen shows for a failed request:
 * - the server refused it (a 4xx): the server's own message, which says what to do;
 * - it never got an answer (fetch's TypeError, an upload's status 0, a
 *   `network_error` for a body that was not the API's): CONNECTION_TROUBLE;
 * - the server failed (a 5xx): SERVER_TROUBLE;
 * - a plain Error the browser threw on purpose (a refused coupon, a full
 *   cart): its message, written for the person;
 * - anything else: `fallback`, or SERVER_TROUBLE.
 * A "Failed to fetch" or a stack's wording never reaches the page.
 */
export function errorText(caught: unknown, fallback: string = SERVER_TROUBLE): string {
  if (isApiAnswer(caught)) {
    if (caught.status === 0 || caught.code === 'network_error') return CONNECTION_TROUBLE;
    return caught.status >= 500 ? SERVER_TROUBLE : caught.message;
  }
  if (caught instanceof TypeError) return CONNECTION_TROUBLE;
  if (caught instanceof Error && caught.name === 'Error' && caught.message) return caught.message;
  return fallback;
}
