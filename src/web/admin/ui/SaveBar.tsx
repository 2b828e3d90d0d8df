import type { ReactNode } from 'react';

type Props = {
  /** Where the work stands: unsaved changes, saved, or why the save was refused. */
  message: ReactNode;
  tone?: 'normal' | 'error';
  /** Something the admin must decide before saving again (another admin's save). */
  notice?: ReactNode;
  /** Save, and the item's other actions. */
  children: ReactNode;
};

/**
 * The foot of an editor's form, kept in view at the bottom of the window:
 * the state of the work, announced politely, and the Save button.
 */
export function SaveBar({ message, tone = 'normal', notice, children }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      {notice && <div className="mb-3">{notice}</div>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className={`text-sm ${tone === 'error' ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
          {message}
        </p>
        <div className="flex flex-wrap items-center gap-2">{children}</div>
      </div>
    </div>
  );
}
