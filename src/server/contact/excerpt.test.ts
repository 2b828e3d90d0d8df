import { describe, expect, it } from 'vitest';
import { excerptOf } from './summarise-unread-messages';

describe('contact message excerpt', () => {
  it('takes the first non-empty line', () => {
    expect(excerptOf('\n\n  Hello there  \nSecond line')).toBe('Hello there');
  });

  it('shortens a long line at a word boundary', () => {
    const excerpt = excerptOf('ledger '.repeat(40));
    expect([...excerpt].length).toBeLessThanOrEqual(141);
    expect(excerpt).toMatch(/ledger…$/);
  });
});
