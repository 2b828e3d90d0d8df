import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, hydrate, QueryClient, QueryClientProvider, skipToken, type DehydratedState } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setApiFetch } from '../api/client';
import { AppRoutes } from '../router';
import { ServerHeadCleanup } from '../server-meta';
import { setServerOrigin } from '../site-origin';

/** Answers an API path for the page being rendered (the app in this process, as a visitor). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type RenderedPage = {
  /** Resource hints the screens asked for (the covers above the fold), for the document's head. */
  head: string;
  /** The markup that goes inside #root. */
  html: string;
  /** The screen's own title (escaped markup), as PageMeta writes it in the browser: filters and searches name themselves. */
  title: string | null;
  /** The query cache the browser starts from, so it does not fetch the same data again. */
  state: DehydratedState;
};

/** Screens whose data depends on other data (a course's mentor, a post's neighbours) need more than one round. */
const MAX_ROUNDS = 4;

// Each render's queries go to its own app (tests run several in one process), so
// the fetch is looked up per async context rather than set once.
const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetch((path, init) => {
  const send = requestFetch.getStore();
  if (!send) return Promise.reject(new Error(`no server fetch for ${path}`));
  return send(path, init);
});

function serverClient(): QueryClient {
  // No retries and no garbage collection timers: the client lives for one render.
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
}

/** Where a screen's render error goes: the server's logger. */
export type RenderErrorSink = (error: unknown) => void;

async function renderTree(client: QueryClient, url: string, onError: RenderErrorSink): Promise<string> {
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <ServerHeadCleanup />
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
    {
      // Never outline a large boundary: that would need React's inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A screen that fails renders its error boundary, as in the browser; the cause goes to the log.
      onError,
    },
  );
  return new Response(prelude).text();
}

/**
 * Renders a public page with the same routes and screens as the browser.
 * A render registers the queries the screens asked for; they are fetched
 * (public reads only: the fetch given refuses the rest, which the browser
 * then fetches itself) and the page is rendered again, until no screen asks
 * for anything new. The last render starts from the same dehydrated cache
 * the browser will hydrate from, so both draw the same first frame.
 */
export async function renderPage(url: string, fetchApi: ApiFetch, origin: string, onError: RenderErrorSink): Promise<RenderedPage> {
  setServerOrigin(origin);
  return requestFetch.run(fetchApi, async () => {
    const client = serverClient();
    const tried = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await renderTree(client, url, onError);
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((query) => !tried.has(query.queryHash) && query.state.status === 'pending' && query.options.queryFn && query.options.queryFn !== skipToken);
      if (waiting.length === 0) break;
      for (const query of waiting) tried.add(query.queryHash);
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    const state = dehydrate(client);
    const final = serverClient();
    hydrate(final, state);
    const { head, body, title } = splitHoisted(await renderTree(final, url, onError));
    client.clear();
    final.clear();
    return { head, html: body, title, state };
  });
}

const HOISTED = /^(?:<title[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)/;

/**
 * Rendered without a document, React writes the tags it hoists (PageMeta's
 * title and sharing tags, image preloads) before the app's markup. The
 * server writes the page's head itself, so meta tags are left out (in the
 * browser PageMeta adds its own after hydration), the title's text is
 * returned for the server's title (a filtered list names its filter, which
 * the server's head does not know), and the preloads go to the head, where
 * they belong.
 */
export function splitHoisted(markup: string): { head: string; body: string; title: string | null } {
  const kept: string[] = [];
  let title: string | null = null;
  let rest = markup;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    const tag = match[0];
    if (/^<link\b[^>]*\brel="preload"/.test(tag)) kept.push(tag);
    title ??= /^<title[^>]*>([\s\S]*?)<\/title>$/.exec(tag)?.[1] ?? null;
    rest = rest.slice(tag.length);
  }
  return { head: kept.join(''), body: rest, title };
}
