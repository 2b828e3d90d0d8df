import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { retryOutcome } from './exam-sends';

describe('what a failed save or submit becomes', () => {
  it('is busy, with the Retry-After, when the server refused it as busy', () => {
    expect(retryOutcome(new ApiError(503, 'server_busy', 'Busy', undefined, 3000))).toEqual({ kind: 'busy', retryAfterMs: 3000 });
    expect(retryOutcome(new ApiError(503, 'server_busy', 'Busy'))).toEqual({ kind: 'busy' });
  });

  it('is offline when no answer came, or none in time, or the server failed', () => {
    expect(retryOutcome(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(retryOutcome(new DOMException('The operation timed out.', 'TimeoutError'))).toEqual({ kind: 'offline' });
    expect(retryOutcome(new ApiError(500, 'internal_error', 'Oops'))).toEqual({ kind: 'offline' });
  });
});
