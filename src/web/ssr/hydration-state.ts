import type { DehydratedState } from '@tanstack/react-query';

/** Written by the server (src/server/http/spa.ts) after #root on a page it rendered. */
const STATE_ID = 'hisab-query-state';

/** Whether #root holds markup the server rendered, to be hydrated rather than drawn anew. */
export function isServerRendered(root: HTMLElement): boolean {
  return root.hasAttribute('data-server-rendered');
}

/**
 * The query cache the server drew the page from, or null. Its answers are
 * marked as fetched now: the server's copy may have been kept (until the
 * catalogue next changed), and it is as current as a fetch would be, so
 * no screen asks for the same data again when it mounts.
 */
export function readServerQueryState(): DehydratedState | null {
  const block = document.getElementById(STATE_ID);
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as DehydratedState;
    const now = Date.now();
    return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
  } catch {
    return null;
  } finally {
    block.remove();
  }
}
