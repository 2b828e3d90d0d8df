import { describe, expect, it } from 'vitest';
import { activeFilters, withoutFilters, withParam } from './course-filter-state';

describe('course filter address state', () => {
  it('sets and removes a parameter and returns to page 1', () => {
    const params = new URLSearchParams('q=tax&page=3&sort=popular');
    expect(withParam(params, 'level', 'professional').toString()).toBe('q=tax&sort=popular&level=professional');
    expect(withParam(params, 'q', '').toString()).toBe('sort=popular');
    expect(withParam(params, 'page', '2').toString()).toBe('q=tax&page=2&sort=popular');
  });

  it('clears the filters but keeps the sort', () => {
    expect(withoutFilters(new URLSearchParams('q=tax&level=advanced&sort=price-asc&page=2')).toString()).toBe('sort=price-asc');
  });

  it('names active filters with the facet labels', () => {
    const facets = {
      subject: [{ value: 'audit-assurance', label: 'Audit & Assurance', count: 2 }],
      level: [],
      instructor: [],
      price: [{ value: 'free', label: 'Free', count: 3 }],
    };
    expect(activeFilters(new URLSearchParams('subject=audit-assurance&price=free&maxPrice=5000&sort=newest'), facets)).toEqual([
      { key: 'subject', label: 'Audit & Assurance' },
      { key: 'price', label: 'Free' },
      { key: 'maxPrice', label: 'Up to Tk 5,000' },
    ]);
  });
});
