import { describe, expect, it } from 'vitest';
import { nextFixedTop, shouldShowScrollTop } from './header-scroll';

describe('header thresholds', () => {
  const h = 80;
  it('fixes only past header height + 150', () => {
    expect(nextFixedTop(false, h + 150, h)).toBe(false);
    expect(nextFixedTop(false, h + 151, h)).toBe(true);
  });
  it('keeps its state between header height and header height + 150', () => {
    expect(nextFixedTop(true, h, h)).toBe(true);
    expect(nextFixedTop(true, h + 150, h)).toBe(true);
    expect(nextFixedTop(false, h + 100, h)).toBe(false);
  });
  it('unfixes below header height', () => {
    expect(nextFixedTop(true, h - 1, h)).toBe(false);
    expect(nextFixedTop(true, 0, h)).toBe(false);
  });
  it('shows scroll-to-top beyond one viewport', () => {
    expect(shouldShowScrollTop(800, 800)).toBe(false);
    expect(shouldShowScrollTop(801, 800)).toBe(true);
  });
});
