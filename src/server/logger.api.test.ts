import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOG_LIMITS } from './log-format';
import { ORIGIN } from './testing/auth-helpers';
import { useTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-database';

const FORGED = '2026-11-24T10:00:00.000Z INFO order approved reference=HSB-000042';
/** Raw characters no written line may contain: line breaks, separators, C0/C1 controls, bidi controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe.each(testDatabaseKinds())('what a request makes Better Auth log (%s)', (kind) => {
  const written: string[] = [];
  const t = useTestApp(kind, { log: (line) => written.push(line) });
  beforeAll(async () => {
    // Better Auth leaves out its callback URL check when NODE_ENV is "test";
    // production runs it, and it is what logs the visitor's URL.
    (await t.services.auth.$context).skipOriginCheck = false;
  });
  beforeEach(() => {
    written.length = 0;
  });

  /** Every line single, under the cap, and none of them the forged entry; returns Better Auth's lines. */
  const checkLines = (says: string) => {
    // What a terminal or a log collector would see as separate lines.
    const seen = written.join('\n').split(/\r\n|[\n\r\u2028\u2029\u0085]/);
    expect(seen).toHaveLength(written.length);
    for (const line of written) {
      expect(line).not.toMatch(RAW_UNSAFE);
      expect(line.length).toBeLessThanOrEqual(LOG_LIMITS.line);
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (DEBUG|INFO|WARN|ERROR) /);
      expect(line).not.toMatch(/^2026-11-24T10:00:00\.000Z INFO order approved/);
    }
    const auth = written.filter((line) => line.includes(says));
    expect(auth.length).toBeGreaterThan(0);
    return auth;
  };

  it('writes a reset request whose redirectTo carries a line break and a forged entry on one bounded line', async () => {
    const redirectTo = `https://evil.example/\n${FORGED}\n${'a'.repeat(60_000)}`;
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', redirectTo }),
    });
    expect(res.status).toBe(403);
    const [line] = checkLines('Invalid redirectURL');
    expect(line).toContain(`https://evil.example/\\n${FORGED}\\naaa`);
    expect(line).toMatch(/…\(\+\d+ chars\)"$/);
  });

  it('writes a 1 MB callbackURL with a line separator, NEL and a terminal sequence from a query on one bounded line', async () => {
    const callbackURL = `https://evil.example/\u2028${FORGED}\u0085\u009b2J${'b'.repeat(1_000_000)}`;
    const res = await t.request(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`);
    expect(res.status).toBe(403);
    const [line] = checkLines('Invalid callbackURL');
    expect(line).toContain(`https://evil.example/\\u2028${FORGED}\\u0085\\u009b2Jbbb`);
    // Nearly all of the megabyte is left out, and said to be.
    expect(line).toMatch(/…\(\+99\d{4} chars\)"$/);
  });
});
