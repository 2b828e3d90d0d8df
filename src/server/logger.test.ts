import { describe, expect, it } from 'vitest';
import { LOG_LIMITS } from './log-format';
import { createLogger } from './logger';

const FORGED = '\n2026-11-24T10:00:00.000Z INFO order approved';
/** Raw characters no written line may contain: line breaks, separators, C0/C1 controls, bidi controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', (line) => lines.push(line));
  return { logger, lines };
}

describe('logger', () => {
  it('keeps a message with a line break and a forged entry on one line, quoted so JSON.parse gives it back', () => {
    const { logger, lines } = capture();
    logger.error(`auth: Invalid redirectURL: https://evil.example/${FORGED}`, { path: `/api/x${FORGED}`, detail: { note: `a\r\nb${FORGED}` } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(RAW_UNSAFE);
    expect(lines[0]).not.toMatch(/(^|\n)2026-11-24T10:00:00\.000Z INFO order approved/);
    const [, quoted] = /^\S+ ERROR ("(?:[^"\\]|\\.)*")/.exec(lines[0]!)!;
    expect(JSON.parse(quoted!)).toBe(`auth: Invalid redirectURL: https://evil.example/${FORGED}`);
    expect(lines[0]).toContain('path="/api/x\\n2026-11-24T10:00:00.000Z INFO order approved"');
  });

  it('escapes U+2028, U+2029, ESC, the C1 CSI, NEL and bidi overrides in the message and in values', () => {
    const { logger, lines } = capture();
    const nasty = 'a\u2028b\u2029c\u001b[31md\u009b2Je\u0085f\u202eg\u0000';
    logger.warn(nasty, { value: nasty, nested: [nasty] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(RAW_UNSAFE);
    expect(lines[0]).toContain('\\u2028');
    expect(lines[0]).toContain('\\u2029');
    expect(lines[0]).toContain('\\u001b[31m');
    expect(lines[0]).toContain('\\u009b');
    expect(lines[0]).toContain('\\u0085');
    expect(lines[0]).toContain('\\u202e');
  });

  it('cuts a 1 MB value, a 1 MB message and a 1 MB error, and says how much was left out', () => {
    const { logger, lines } = capture();
    const huge = 'x'.repeat(1_000_000);
    logger.error(huge, { url: huge, error: new Error(huge), body: { text: huge } });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.length).toBeLessThanOrEqual(LOG_LIMITS.line);
    expect(line).toContain(`…(+${1_000_000 - LOG_LIMITS.message} chars)`);
    expect(line).toContain(`url="${'x'.repeat(LOG_LIMITS.value)}…(+${1_000_000 - LOG_LIMITS.value} chars)"`);
  });

  it('counts an escape as written characters, and never cuts one in half', () => {
    const { logger, lines } = capture();
    logger.info('m', { v: '\n'.repeat(1000), e: '😀'.repeat(1000) });
    const v = /v="((?:\\n)*)…\(\+(\d+) chars\)"/.exec(lines[0]!)!;
    expect(v[1]!.length).toBe(LOG_LIMITS.value);
    expect(Number(v[2])).toBe(1000 - LOG_LIMITS.value / 2);
    expect(lines[0]).toContain(`e="${'😀'.repeat(LOG_LIMITS.value / 2)}…(+${2000 - LOG_LIMITS.value} chars)"`);
  });

  it('keeps the whole line under its cap however many fields there are, and counts the ones left out', () => {
    const { logger, lines } = capture();
    const fields = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'y'.repeat(2000)]));
    logger.info('many fields', fields);
    expect(lines[0]!.length).toBeLessThanOrEqual(LOG_LIMITS.line);
    expect(lines[0]).toMatch(/ fields_dropped=\d+$/);
  });

  it('writes a cyclic object, a BigInt, deep nesting, a throwing getter and a Map without throwing', () => {
    const { logger, lines } = capture();
    const cyclic: Record<string, unknown> = { name: 'order' };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 10_000; i++) deep = { deep };
    const hostile = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const symbol = Symbol('s');
    expect(() => logger.info('odd values', { cyclic, big: 10n ** 30n, nested: { big: 5n }, deep, hostile, map: new Map([['k', 1]]), symbol, bytes: Buffer.alloc(1_000_000) })).not.toThrow();
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toContain('cyclic={"name":"order","self":"[circular]"}');
    expect(line).toContain(`big=${10n ** 30n}`);
    expect(line).toContain('nested={"big":"5n"}');
    expect(line).toContain('deep={"deep":{"deep":{"deep":{"deep":"[object]"}}}}');
    expect(line).toContain('hostile={"boom":"[unreadable value]"}');
    expect(line).toContain('map={"k":1}');
    expect(line).toContain('symbol="Symbol(s)"');
    expect(line).toContain('bytes="[1000000 bytes]"');
  });

  it('writes an error with its message and a bounded stack on the same line', () => {
    const { logger, lines } = capture();
    const error = new Error(`database went away${FORGED}`, { cause: new Error('socket closed') });
    error.stack = [`Error: database went away${FORGED}`, ...Array.from({ length: 50 }, (_, i) => `    at frame${i} (file.ts:${i}:1)`)].join('\n');
    logger.error('unhandled error', { error });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(RAW_UNSAFE);
    expect(lines[0]).toContain('database went away\\n2026-11-24T10:00:00.000Z INFO order approved');
    expect(lines[0]).toContain(`frame${LOG_LIMITS.stackFrames - 1} `);
    expect(lines[0]).not.toContain(`frame${LOG_LIMITS.stackFrames} `);
    expect(lines[0]).toContain('caused by: Error: socket closed');
  });

  it('never throws, even when the message cannot be turned into text or the write fails', () => {
    const unprintable = {
      toString() {
        throw new Error('no');
      },
    };
    const { logger, lines } = capture();
    expect(() => logger.error(unprintable as unknown as string)).not.toThrow();
    expect(lines).toEqual([expect.stringMatching(/ ERROR \[unreadable value\]$/)]);
    const failing = createLogger('info', () => {
      throw new Error('EPIPE');
    });
    expect(() => failing.info('hello')).not.toThrow();
  });

  it('keeps a plain message bare and quotes one that could be read as a field', () => {
    const { logger, lines } = capture();
    logger.info('migration applied', { name: '001_init', count: 3 });
    logger.info('auth: Invalid callbackURL: https://x.example/?status=approved');
    expect(lines[0]).toMatch(/^\S+ INFO migration applied name="001_init" count=3$/);
    expect(lines[1]).toMatch(/^\S+ INFO "auth: Invalid callbackURL: https:\/\/x\.example\/\?status=approved"$/);
  });
});
