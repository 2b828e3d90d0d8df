import { describe, expect, it } from 'vitest';
import { freeSlug, SLUG_PATTERN, slugify } from './slugs';

describe('slugs', () => {
  it.each([
    ['IAS 16 — Property, Plant & Equipment', 'ias-16-property-plant-and-equipment'],
    ['  Café   Accounts  ', 'cafe-accounts'],
    ['Taxation (Bangladesh) 2025–26', 'taxation-bangladesh-2025-26'],
    ['হিসাব', 'untitled'],
  ])('makes %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('stays within 80 characters without a trailing dash', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('numbers a slug that is taken', async () => {
    const taken = new Set(['audit', 'audit-2']);
    expect(await freeSlug('audit', async (s) => taken.has(s))).toBe('audit-3');
    expect(await freeSlug('tax', async (s) => taken.has(s))).toBe('tax');
  });
});
