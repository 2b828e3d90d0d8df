import { useRef, type KeyboardEvent } from 'react';

export type StatusTab<V extends string> = {
  value: V;
  label: string;
  /** How many there are (null while the count is on its way); none for a tab without a count. */
  count?: number | null;
};

type Props<V extends string> = {
  /** What the tabs choose between, for screen readers ("Order status"). */
  label: string;
  value: V;
  tabs: readonly StatusTab<V>[];
  onChange: (value: V) => void;
  /** The tab whose count asks for work when it is chosen (payments waiting): its count is amber. */
  attention?: V;
};

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A list's status filter as tabs (Waiting · Approved · Rejected, Drafts ·
 * Published · Deleted), each with its count when it has one. The chosen tab
 * is the one in the Tab order; the arrow keys, Home and End choose another
 * and take the focus with them. On a phone a count sits under its name, so
 * three tabs fit a 360 px screen.
 */
export function StatusTabs<V extends string>({ label, value, tabs, onChange, attention }: Props<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  function onKeyDown(event: KeyboardEvent) {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(chosen, tabs.length);
    onChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="inline-flex max-w-full flex-wrap rounded-3xl bg-slate-200/70 p-1 sm:rounded-full">
      {tabs.map((tab, index) => {
        const active = index === chosen;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={`inline-flex min-h-9 flex-col items-center justify-center gap-0.5 rounded-3xl px-3 py-1.5 text-sm font-semibold transition sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 ${active ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink'}`}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? (tab.value === attention ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700') : 'bg-white/70'}`}
                data-count={tab.value}
              >
                {tab.count === null ? '…' : tab.count.toLocaleString('en-IN')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
