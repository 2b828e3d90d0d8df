import { Save, Send, SkipForward } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../admin/ui/Button';
import { formatMarks } from '../exams/ResultScore';
import type { ScriptTotals } from './marks';
import type { SaverStatus } from './script-saver';

type Props = {
  totals: ScriptTotals;
  status: SaverStatus;
  /** The script was a draft when opened: said while nothing new is saved. */
  hadDraft: boolean;
  /** Saving is stopped until the marker resolves a refused save. */
  blocked: boolean;
  hasNext: boolean;
  /** Something to decide before releasing, shown above the bar's line. */
  notice?: ReactNode;
  onSaveDraft: () => void;
  onRelease: (thenNext: boolean) => void;
};

const timeOf = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function statusText(status: SaverStatus, hadDraft: boolean): { text: string; error: boolean } {
  switch (status.kind) {
    case 'clean':
      return { text: hadDraft ? 'Draft saved earlier. Changes save themselves.' : 'Nothing saved yet. Changes save themselves as a draft.', error: false };
    case 'unsaved':
      return { text: 'Unsaved changes: saving a draft in a moment.', error: false };
    case 'saving':
      return { text: status.release ? 'Releasing…' : 'Saving the draft…', error: false };
    case 'saved':
      return { text: `Draft saved at ${timeOf(status.at)}.`, error: false };
    case 'failed':
      return { text: `Not saved. ${status.message}`, error: true };
    case 'stale':
      return { text: 'Not saved: someone else saved this script. Your marks are kept here.', error: true };
    case 'released-elsewhere':
      return { text: 'Not saved: this script has been released.', error: true };
    case 'released':
      return { text: 'Released.', error: false };
  }
}

/**
 * The foot of the marking screen, kept in view at the bottom of the window:
 * the running total against the script's marks, where the work stands, and
 * Save draft, Release, and Release and mark next (Ctrl+S and Ctrl+Enter
 * from anywhere on the screen).
 */
export function MarkingBar({ totals, status, hadDraft, blocked, hasNext, notice, onSaveDraft, onRelease }: Props) {
  const { text, error } = statusText(status, hadDraft);
  const busy = status.kind === 'saving';
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      {notice && <div className="mb-3">{notice}</div>}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-extrabold tabular-nums text-ink" aria-live="polite">
            Total {formatMarks(totals.total.marks)} <span className="font-semibold text-slate-500">/ {formatMarks(totals.total.max)}</span>
          </p>
          <p aria-live="polite" className={`text-xs sm:text-sm ${error ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
            {text}
          </p>
        </div>
        <Button icon={Save} size="sm" className="shrink-0" disabled={blocked} busy={busy && !status.release} onClick={onSaveDraft} aria-keyshortcuts="Control+S Meta+S">
          Save draft
        </Button>
      </div>
      {/* The right padding keeps the last row clear of the site's scroll-to-top button, fixed in that corner. */}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pr-16">
        <p className="hidden text-xs text-slate-600 md:block">
          Written {formatMarks(totals.written.marks)} of {formatMarks(totals.written.max)} ({totals.decided} of {totals.answers} marked) · automatic {formatMarks(totals.auto.marks)} of{' '}
          {formatMarks(totals.auto.max)}
          <span className="hidden lg:inline"> · Ctrl+S saves a draft · Ctrl+Enter {hasNext ? 'releases and opens the next script' : 'releases'}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button icon={Send} size="sm" variant={hasNext ? 'secondary' : 'primary'} disabled={blocked || busy} onClick={() => onRelease(false)}>
            Release
          </Button>
          {hasNext && (
            <Button icon={SkipForward} size="sm" variant="primary" disabled={blocked || busy} onClick={() => onRelease(true)} aria-keyshortcuts="Control+Enter Meta+Enter">
              <span className="sm:hidden">Release + next</span>
              <span className="hidden sm:inline">Release and mark next</span>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
