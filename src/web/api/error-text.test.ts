import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { CONNECTION_TROUBLE, errorText, SERVER_TROUBLE } from './error-text';

/** An error of another way of calling the API, carrying the answer's status and code as ApiError does. */
class OtherApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

describe('errorText', () => {
  it('gives a refusal the server’s own message', () => {
    expect(errorText(new ApiError(409, 'already_verified', 'This address is verified already.'))).toBe('This address is verified already.');
    expect(errorText(new OtherApiError(429, 'contact_limited', 'Wait an hour before writing again.'))).toBe('Wait an hour before writing again.');
  });

  it('says the same sentence for every dropped connection', () => {
    // fetch rejects with a TypeError whose wording differs by browser ("Failed to fetch", "Load failed").
    expect(errorText(new TypeError('Failed to fetch'))).toBe(CONNECTION_TROUBLE);
    expect(errorText(new TypeError('Load failed'))).toBe(CONNECTION_TROUBLE);
    // An upload's XMLHttpRequest that never got an answer, and a body that was not the API's (a proxy's page).
    expect(errorText(new ApiError(0, 'network_error', 'The upload did not reach the server.'))).toBe(CONNECTION_TROUBLE);
    expect(errorText(new ApiError(502, 'network_error', 'Request failed (502)'))).toBe(CONNECTION_TROUBLE);
  });

  it('says one sentence for a server failure, never its wording', () => {
    expect(errorText(new ApiError(500, 'internal_error', 'Internal error: relation "x" does not exist'))).toBe(SERVER_TROUBLE);
    expect(errorText(new ApiError(503, 'unavailable', 'Service unavailable'))).toBe(SERVER_TROUBLE);
  });

  it('keeps the message of an Error the browser threw for the person, and nothing of a fault', () => {
    expect(errorText(new Error('A cart holds at most 10 courses. Check out these first.'))).toBe('A cart holds at most 10 courses. Check out these first.');
    expect(errorText(new SyntaxError('Unexpected token < in JSON'))).toBe(SERVER_TROUBLE);
    expect(errorText('something thrown')).toBe(SERVER_TROUBLE);
    expect(errorText(undefined, 'The course could not be added. Try again.')).toBe('The course could not be added. Try again.');
  });
});
