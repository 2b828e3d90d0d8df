import { describe, expect, it } from 'vitest';
import { isPublicRead } from './public-reads';

describe('isPublicRead', () => {
  it('knows the catalogue reads and nothing else', () => {
    expect(isPublicRead('/courses')).toBe(true);
    expect(isPublicRead('/courses/double-entry-in-10-days')).toBe(true);
    expect(isPublicRead('/pages/about')).toBe(true);
    expect(isPublicRead('/pages')).toBe(false);
    expect(isPublicRead('/courses-private')).toBe(false);
    expect(isPublicRead('/auth/get-session')).toBe(false);
    expect(isPublicRead('/cart/count')).toBe(false);
    expect(isPublicRead('/my/enrollments')).toBe(false);
  });
});
