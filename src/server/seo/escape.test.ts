import { describe, expect, it } from 'vitest';
import { escapeMarkup, jsonForScript, plainSummary } from './escape';

describe('escaping for the page head', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('writes JSON that cannot close its script element and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: 'a\u2028b' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('turns Markdown into one short plain line', () => {
    expect(plainSummary('## Who we are\n\n**Hisab** is a [coaching](/about) provider.')).toBe('Who we are Hisab is a coaching provider.');
    const long = plainSummary('word '.repeat(100));
    expect([...long].length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
