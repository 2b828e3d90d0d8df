import type { Subject } from '../../contracts/subject-schemas';
import { LEVEL_LABELS, LEVELS, type Level } from '../../contracts/subjects';

type Props = {
  /** The papers (from /api/subjects); the paper list waits for them. */
  subjects: Subject[] | undefined;
  subject?: string;
  level?: string;
  onChange: (next: { subject?: string; level?: string }) => void;
  /** Names the controls for screen readers, e.g. "mentors". */
  what: string;
};

const segment = 'rounded-full px-2 py-1.5 text-xs font-semibold whitespace-nowrap transition sm:px-4 sm:text-sm';

/** Level buttons and a paper list: picking a level clears a paper of another level; picking a paper sets its level. */
export function PaperLevelFilter({ subjects, subject, level, onChange, what }: Props) {
  const chosenPaper = subjects?.find((s) => s.slug === subject);
  const activeLevel = chosenPaper?.level ?? level;
  function chooseLevel(next: Level | undefined) {
    onChange({ level: next, subject: chosenPaper && chosenPaper.level === next ? subject : undefined });
  }
  function choosePaper(slug: string) {
    onChange({ subject: slug || undefined, level: slug ? undefined : level });
  }
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={`Show ${what} by level`} className="grid grid-cols-4 rounded-full bg-white p-1 ring-1 ring-slate-200 sm:inline-flex sm:self-start lg:self-auto">
        {[undefined, ...LEVELS].map((value) => {
          const active = activeLevel === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => chooseLevel(value)}
              className={`${segment} ${active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-600 hover:bg-brand-50 hover:text-brand-800'}`}
            >
              {value ? LEVEL_LABELS[value].replace(' Level', '') : 'All levels'}
            </button>
          );
        })}
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-slate-700">
        <span className="shrink-0">Paper</span>
        <select
          value={chosenPaper ? subject : ''}
          onChange={(event) => choosePaper(event.target.value)}
          disabled={!subjects}
          className="h-10 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-200 lg:w-80"
        >
          <option value="">All papers</option>
          {LEVELS.map((lvl) => (
            <optgroup key={lvl} label={LEVEL_LABELS[lvl]}>
              {(subjects ?? [])
                .filter((s) => s.level === lvl)
                .map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
    </div>
  );
}
