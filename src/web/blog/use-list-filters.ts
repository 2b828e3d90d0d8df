import { useSearchParams } from 'react-router';
import type { ListFilters } from './blog-links';

export type ActiveFilters = { q: string; category: string; tag: string; subject: string; page: number };

/** The API's own limits, so a hand-edited address shows a list instead of a refused request. */
const MAX_PAGE = 1000;
const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/**
 * The list's state lives in the address (?q=&category=&tag=&subject=&page=), so it can be shared and the back button restores it.
 * These are BLOG_LIST_PARAMETERS (contracts/page-parameters.ts), the ones the server renders the list by.
 */
export function useListFilters(): ActiveFilters {
  const [params] = useSearchParams();
  const page = Math.floor(Number(params.get('page')));
  return {
    q: clip(params.get('q'), 200),
    category: clip(params.get('category'), 80),
    tag: clip(params.get('tag'), 80),
    subject: clip(params.get('subject'), 120),
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
  };
}

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.q || filters.category || filters.tag || filters.subject);
}
