import type { ScreenId } from '../../contracts/routes';
import type { Services } from '../services';
import { NOT_FOUND_HEAD, pageHead, staticHead } from './page-head';
import { renderHead } from './render-head';

export type PageHeadTags = { tags: string; status: 200 | 404 };
export type HeadWriter = (pathname: string, screen: ScreenId) => Promise<PageHeadTags>;

/**
 * The SPA handler's question: what goes in this page's head, and does the
 * record it names exist? A course, post or mentor that is missing or not
 * published answers 404 with a generic not-found head. If the database
 * fails, the page is still served with its screen's generic head.
 */
export function createHeadWriter({ db, publicUrl, logger }: Pick<Services, 'db' | 'publicUrl' | 'logger'>): HeadWriter {
  return async (pathname, screen) => {
    try {
      const head = await pageHead(db, { publicUrl, pathname, screen });
      if (head === null || screen === 'notFound') return { tags: renderHead(NOT_FOUND_HEAD, publicUrl), status: 404 };
      return { tags: renderHead(head, publicUrl), status: 200 };
    } catch (error) {
      logger.warn('page head could not be read; serving the generic one', { path: pathname, error });
      const fallback = screen === 'subject' ? { ...staticHead('home'), path: pathname } : staticHead(screen);
      return { tags: renderHead(fallback, publicUrl), status: screen === 'notFound' ? 404 : 200 };
    }
  };
}
