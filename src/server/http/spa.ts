import type { Context, Env, Hono } from 'hono';
import { findScreen, NOT_FOUND_PATH, signInPath, type ScreenId } from '../../contracts/routes';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { errorBody } from '../errors';
import { answerFromEntry } from './cached-answer';
import { loadCodeAfterPaint } from './code-after-paint';
import type { Logger } from '../logger';
import type { HeadWriter } from '../seo/head-writer';
import { jsonForScript } from '../seo/escape';
import { pageTemplate } from '../seo/render-head';
import { isPublicRead } from './public-reads';
import { isServerRendered, renderedAddress } from './server-rendered';
import { isMovablePage } from '../seo/moved-page';
import { SIGNED_IN_SCREENS } from './signed-in-screens';
import type { SessionRead } from '../auth/session-reader';

/** The web app's server entry (dist/ssr/render-page.js): a page's markup and the query cache it was drawn from. */
export type PageRenderer = (
  url: string,
  fetchApi: (path: string, init?: RequestInit) => Promise<Response>,
  origin: string,
  /** A screen that throws while rendering: the page still renders its error boundary, the cause goes here. */
  onError: (error: unknown) => void,
) => Promise<{ head: string; html: string; title?: string | null; state: unknown }>;

/** Per screen, the hashed module files its chunk needs (from the build's manifest). */
export type ScreenPreloads = Partial<Record<ScreenId, readonly string[]>>;

export type SpaOptions<E extends Env = Env> = {
  /** The built index.html; null when the web app has not been built. */
  indexHtml: string | null;
  headFor: HeadWriter;
  /** Null: every page is sent as the empty shell, drawn in the browser. */
  render: PageRenderer | null;
  preloads: ScreenPreloads;
  cache: CatalogueCache;
  origin: string;
  logger: Logger;
  /** The request's session (services.sessions.read): screens for students send a visitor without one to sign in. */
  readSession: (cookieHeader: string | undefined) => Promise<SessionRead>;
  /** Where a page moved when its address is an old slug of a course, post, mentor or exam (seo/moved-page.ts). */
  movedPage: (pathname: string, screen: ScreenId) => Promise<string | null>;
  /**
   * Reads a rendered screen makes that are answered for this request alone
   * (by API path), or null: the certificate verify page, whose lookup counts
   * against the visitor's own address. Such a page is never kept, and
   * answers with the read's status (404 for an unknown code).
   */
  ownReads?: (screen: ScreenId, request: { path: string; clientIp: string }) => Promise<Map<string, Response> | null>;
  /** The visitor's address, for `ownReads`. */
  clientIp?: (c: Context<E>) => string;
};

/** The id of the data block the browser hydrates its query cache from (web/ssr/hydration-state.ts reads it). */
const STATE_ID = 'hisab-query-state';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Serves the app's HTML for the paths the browser router knows, with the
 * page's own title, description, sharing tags and canonical address in the
 * head, and redirects every other path to /404 (the spec: unknown paths
 * redirect to /404). The not-found page, and a course, post or mentor
 * address whose record does not exist, answer with status 404 and the empty
 * shell. Public pages arrive rendered, with the query cache they were drawn
 * from in a JSON data block (not run, so the CSP allows it), kept in the
 * catalogue cache by path and the parameters the screen reads, so any
 * catalogue write replaces them.
 */
export function mountSpa<E extends Env>(app: Hono<E>, options: SpaOptions<E>): void {
  const { indexHtml, headFor, render, preloads, cache, origin, logger, readSession, movedPage, ownReads, clientIp } = options;
  const template = indexHtml === null ? null : pageTemplate(indexHtml);
  // The app answers its own public reads in-process, as a visitor: no cookie, GET only.
  const fetchApi = async (path: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(path, 'http://in-process');
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.pathname.startsWith('/api/') || !isPublicRead(url.pathname.slice(4))) {
      // Whatever depends on the visitor (session, cart) is left for the browser to fetch.
      throw new Error(`not read on the server: ${method} ${url.pathname}`);
    }
    return app.request(url.pathname + url.search, { headers: { Accept: 'application/json' } });
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const screen = findScreen(c.req.path);
    if (screen === null) return c.redirect(NOT_FOUND_PATH, 302);
    if (template === null) return c.json(errorBody('web_app_not_built'), 503);
    c.header('Cache-Control', 'no-cache');
    const url = new URL(c.req.url);
    if (SIGNED_IN_SCREENS.has(screen)) {
      const { current, setCookies } = await readSession(c.req.header('Cookie'));
      // Whatever the read says the browser must keep (a refreshed session's
      // cookie) or drop (a cookie that names no session) goes with the answer.
      for (const line of setCookies) c.header('Set-Cookie', line, { append: true });
      if (current === null) return c.redirect(signInPath(url.pathname + url.search), 302);
    }
    const rendered = render !== null && isServerRendered(screen, url.searchParams);
    // Drawn from, and kept under, the parameters the screen reads: a link's
    // `utm_*` or click id neither renders the page again nor keeps a copy.
    const address = renderedAddress(screen, url);
    const key = `page:${address}`;
    const own = rendered && ownReads ? await ownReads(screen, { path: c.req.path, clientIp: clientIp?.(c) ?? 'unknown' }) : null;
    const version = rendered ? await cache.currentVersion() : 0;
    const kept = rendered && !own ? cache.get(key) : undefined;
    if (kept) return answerFromEntry(c, kept, 'hit');
    if (isMovablePage(screen)) {
      const moved = await movedPage(c.req.path, screen).catch((error: unknown) => {
        logger.warn('old addresses could not be read; serving the page as asked', { path: c.req.path, error });
        return null;
      });
      // Permanent, from the server, so search engines and shared links move
      // with the item; `no-cache` (set above) keeps browsers asking again,
      // since an address can be taken back and must then stop redirecting.
      if (moved !== null) return c.redirect(moved + new URL(c.req.url).search, 301);
    }

    const { tags, status } = await headFor(c.req.path, screen);
    const shell = template.render(tags);
    if (!rendered || status !== 200) return c.html(shell, status);
    try {
      const pageFetch = own ? async (path: string, init?: RequestInit) => own.get(path)?.clone() ?? fetchApi(path, init) : fetchApi;
      const page = await render(address, pageFetch, origin, (error) => logger.error('a screen failed while rendering on the server', { path: c.req.path, error }));
      // The screen's own title: a filtered list or a search names itself, which the head writer cannot know.
      const titled = page.title ? shell.replace(/(<title\b[^>]*>)[\s\S]*?(<\/title>)/i, (_, open: string, close: string) => `${open}${page.title}${close}`) : shell;
      const withHead = page.head ? titled.replace(/<\/head>/i, () => `    ${page.head}\n  </head>`) : titled;
      const html = loadCodeAfterPaint(
        withHead,
        (preloads[screen] ?? []).map((file) => `/${file}`),
      ).replace(EMPTY_ROOT, () => `<div id="root" data-server-rendered>${page.html}</div>\n    <script type="application/json" id="${STATE_ID}">${jsonForScript(page.state)}</script>`);
      if (own) {
        // Drawn for this visitor: never kept, by this server or any other.
        c.header('Cache-Control', 'no-store');
        const statuses = [...own.values()].map((r) => r.status);
        return c.html(html, (statuses.find((status) => status !== 200) ?? 200) as 200);
      }
      // Kept rendered and, once asked for, gzipped: a slow phone's first bytes are the page itself.
      return answerFromEntry(c, cache.set({ key, body: new TextEncoder().encode(html), contentType: 'text/html; charset=UTF-8', version }), 'miss');
    } catch (error) {
      logger.warn('page could not be rendered on the server; sending the empty shell', { path: c.req.path, error });
      return c.html(shell, 200);
    }
  });
}
