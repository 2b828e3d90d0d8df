import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of an admin list kept in the address: its filters, its page and
 * a search box that searches after a short pause, without a history entry
 * per key. Used by the users, payments and enrollments lists.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  // The address can change the search too (a nav link, clearing): follow it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }

  /** Changes the address from its latest value, so a change made meanwhile is kept; a new filter starts at page 1. */
  function update(changes: Record<string, string>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => update({ q: search.trim() }), 300);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [search]);

  /** Empties the search box and every filter but those kept (the queue keeps its status tab). */
  function clear(keep: Record<string, string> = {}) {
    setSearch('');
    setParams(new URLSearchParams(keep), { replace: true });
  }

  return { params, q, page, search, setSearch, update, clear };
}
