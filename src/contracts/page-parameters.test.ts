import { describe, expect, it } from 'vitest';
import { COURSE_FILTER_PARAMETERS, pageQuery } from './page-parameters';

describe('pageQuery', () => {
  it('keeps the named parameters only, the first value of each, none empty, in the order of their names', () => {
    const search = new URLSearchParams('utm_source=mail&sort=popular&q=vat&q=ias&level=&page=2&fbclid=x');
    expect(pageQuery(search, COURSE_FILTER_PARAMETERS).toString()).toBe('page=2&q=vat&sort=popular');
    expect(pageQuery(new URLSearchParams('page=2&q=vat&sort=popular'), COURSE_FILTER_PARAMETERS).toString()).toBe('page=2&q=vat&sort=popular');
    expect(pageQuery(search, []).toString()).toBe('');
  });
});
