import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address's query, so a filtered list can be shared,
 * bookmarked and reloaded. Changes replace the history entry: Back leaves
 * the page rather than stepping through every filter tried.
 */
export function useQueryFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as Partial<Record<K, string>>;
  function update(patch: Partial<Record<K, string | undefined>>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }
  return [values, update] as const;
}
