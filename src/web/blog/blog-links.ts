import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * Where blog links lead from the screen the visitor is in: the list that tag
 * and category links filter, and the detail layout that opens a post. A
 * post opened from the left-sidebar list opens with the sidebar on the left,
 * from a grid in full width, and so on; cards outside the blog (home, a
 * paper's page) use the defaults.
 */
export type BlogLinks = { listPath: string; detailPath: string };

export const BLOG_LIST_PATHS = ['/blog-left-sidebar', '/blog-column-one', '/blog-column-two', '/blog-column-three', '/blog-column-four'] as const;
export type BlogListPath = (typeof BLOG_LIST_PATHS)[number];

export const DEFAULT_BLOG_LINKS: BlogLinks = { listPath: '/blog-left-sidebar', detailPath: '/blog-detail-left-sidebar' };

export const BlogLinksContext = createContext<BlogLinks>(DEFAULT_BLOG_LINKS);

export function useBlogLinks(): BlogLinks {
  return useContext(BlogLinksContext);
}

export type ListFilters = { q?: string; category?: string; tag?: string; subject?: string; page?: number };

/** A list address with these filters; page 1 is left out so each view has one address. */
export function listHref(listPath: string, filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

export function postHref(detailPath: string, slug: string): string {
  return `${detailPath}/${encodeURIComponent(slug)}`;
}

/** What a post link carries: the list it was opened from, so the post's "back" and tag links return to it. */
export type FromList = { blogList: string };

export function readFromList(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('blogList' in state)) return null;
  const value = (state as { blogList: unknown }).blogList;
  if (typeof value !== 'string') return null;
  const path = value.split('?')[0]!;
  return (BLOG_LIST_PATHS as readonly string[]).includes(path) ? value : null;
}

/** The state a link to a post should carry: this list, or the list the current post was opened from. */
export function useListState(): FromList | undefined {
  const location = useLocation();
  if ((BLOG_LIST_PATHS as readonly string[]).includes(location.pathname)) return { blogList: location.pathname + location.search };
  const from = readFromList(location.state);
  return from ? { blogList: from } : undefined;
}
