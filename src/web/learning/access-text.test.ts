import { describe, expect, it } from 'vitest';
import { accessLine, playerPath } from './access-text';

describe('access lines', () => {
  it('says until when, that there is no end, that it ended, or that it was withdrawn', () => {
    expect(accessLine({ state: 'active', expiresAt: '2026-12-15T17:59:59.999Z' })).toBe('Access until 15 Dec 2026');
    expect(accessLine({ state: 'active', expiresAt: null })).toBe('No end date');
    expect(accessLine({ state: 'expired', expiresAt: '2026-01-02T10:00:00.000Z' })).toBe('Access ended on 2 Jan 2026');
    expect(accessLine({ state: 'revoked', expiresAt: null })).toBe('Access withdrawn');
  });
  it('builds player addresses with and without a lesson', () => {
    expect(playerPath('a b', 12)).toBe('/courseland/a%20b/12');
    expect(playerPath('x')).toBe('/courseland/x');
  });
});
