import type { CourseList } from '../../contracts/catalogue-schemas';
import { formatCount } from '../format/count';
import { COURSE_FILTER_KEYS } from '../../contracts/page-parameters';

/** The course filter's address parameters; everything else in the address is ignored. */
export const FILTER_KEYS = COURSE_FILTER_KEYS;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const SORT_LABELS = {
  newest: 'Newest',
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
} as const;

/** A new address query with `key` set (or removed when empty); any change of filter goes back to page 1. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sort = params.get('sort');
  if (sort) next.set('sort', sort);
  return next;
}

export type ActiveFilter = { key: FilterKey; label: string };

/** The filters in force, named as a visitor reads them, for the removable chips. */
export function activeFilters(params: URLSearchParams, facets: CourseList['facets'] | undefined): ActiveFilter[] {
  const labelOf = (key: 'subject' | 'level' | 'instructor' | 'price', value: string) => facets?.[key].find((f) => f.value === value)?.label ?? value;
  const out: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if (key === 'q') out.push({ key, label: `“${value}”` });
    else if (key === 'minPrice') out.push({ key, label: `From Tk ${formatCount(Number(value))}` });
    else if (key === 'maxPrice') out.push({ key, label: `Up to Tk ${formatCount(Number(value))}` });
    else out.push({ key, label: labelOf(key, value) });
  }
  return out;
}
