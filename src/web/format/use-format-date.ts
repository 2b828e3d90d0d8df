import { useHydrated } from '../hydration/use-hydrated';
import { formatDate, formatDateUtc } from './dates';

/**
 * The date formatter for pages the server may render: in UTC (the same on
 * server and browser) until hydrated, then in the visitor's own time zone.
 */
export function useFormatDate(): (iso: string) => string {
  return useHydrated() ? formatDate : formatDateUtc;
}
