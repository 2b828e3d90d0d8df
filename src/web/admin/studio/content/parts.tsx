import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { IMAGE_MAX_ASPECT, IMAGE_MIN_SIDE } from '../../../../contracts/images';
import type { UploadedMedia } from '../../../../contracts/studio-content-schemas';
import { ApiError } from '../../../api/client';
import { DANGER, INPUT, LABEL, PRIMARY, QUIET } from '../../payments/parts';
import { uploadImage } from './content-api';

export { DANGER, INPUT, PRIMARY, QUIET };
/** What an upload may be, as the server checks it (a refusal's message names the rule that failed). */
export const IMAGE_RULES = `PNG, JPEG or WebP up to 8 MB, at least ${IMAGE_MIN_SIDE} px a side, the longer side at most ${IMAGE_MAX_ASPECT} times the shorter.`;

export const TEXTAREA = 'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100';

/** The message of a failed request, for the page. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}

/** Each field's message from a refused save: validation_failed lists them; a missing link names its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'validation_failed' && Array.isArray(error.details)) {
    const out: Record<string, string> = {};
    for (const d of error.details as { path?: string; message?: string }[]) if (d.path && !out[d.path]) out[d.path] = d.message ?? 'Not valid.';
    return out;
  }
  const field = (error.details as { field?: string } | undefined)?.field;
  return field ? { [field]: error.message } : {};
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'edit_conflict';

/** A labelled control with its hint and its error, both read with it. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={`${LABEL} mb-1`}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie an input to its hint and error. */
export const described = (id: string, hint?: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
});

/** What a save refused with edit_conflict says: the admin's text stays in the form. */
export function ConflictNotice({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Another admin saved this {what} after you opened it.</p>
      <p className="mt-1">Reload to see their version; your changes are kept in the form until you do, so you can copy them first.</p>
      <button type="button" onClick={onReload} className={`${QUIET} mt-3`}>
        Reload their version
      </button>
    </div>
  );
}

/** Offered back when the form was filled from this browser's kept copy. */
export function DraftNotice({ stale, savedAt, onDiscard }: { stale: boolean; savedAt: string | null; onDiscard: () => void }) {
  return (
    <div role="status" className={`rounded-2xl border p-4 text-sm ${stale ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-sky-200 bg-sky-50 text-sky-900'}`}>
      <p className="font-semibold">Your unsaved changes{savedAt ? ` from ${new Date(savedAt).toLocaleString()}` : ''} were restored.</p>
      {stale && <p className="mt-1">Someone saved a newer version since you made them: check the form before saving, or discard your copy.</p>}
      <button type="button" onClick={onDiscard} className={`${QUIET} mt-3`}>
        Discard my changes
      </button>
    </div>
  );
}

/**
 * A button that asks once before it acts (publish, unpublish, delete,
 * restore): the question and its answer appear in place, so keyboard and
 * screen reader users meet them where they are.
 */
export function ConfirmAction({ label, question, confirmLabel, danger, disabled, pending, onConfirm }: { label: string; question: string; confirmLabel?: string; danger?: boolean; disabled?: boolean; pending?: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={danger ? DANGER : QUIET} disabled={disabled || pending} onClick={() => setAsking(true)}>
        {pending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
      <span className="font-semibold text-ink">{question}</span>
      <button
        type="button"
        autoFocus
        className={danger ? DANGER : PRIMARY}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel ?? label}
      </button>
      <button type="button" className={QUIET} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </div>
  );
}

/** Status filter as a row of links kept in the address. */
export function StatusTabs<S extends string>({ value, options, onChange, label }: { value: S; options: { value: S; label: string }[]; onChange: (value: S) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={value === o.value} onClick={() => onChange(o.value)} className={`${QUIET} ${value === o.value ? '!border-brand-600 !bg-brand-50 text-brand-800' : ''}`}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Uploads a picture (IMAGE_RULES, checked again by the server, which
 * decodes it whole) and shows it as the site will; `onUploaded` receives its id and
 * addresses.
 */
export function ImageUpload({ label, hint, previewUrl, previewClass, onUploaded, onRemove }: { label: string; hint: string; previewUrl: string | null; previewClass: string; onUploaded: (media: UploadedMedia) => void; onRemove?: () => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div>
      <p className={`${LABEL} mb-1`}>{label}</p>
      <div className="flex flex-wrap items-start gap-4">
        {previewUrl && <img src={previewUrl} alt={`${label}: preview`} className={`${previewClass} rounded-xl border border-slate-200 bg-slate-100 object-cover`} />}
        <div className="space-y-2">
          <label htmlFor={id} className={`${QUIET} cursor-pointer focus-within:ring-4 focus-within:ring-brand-100`}>
            <ImagePlus aria-hidden="true" className="h-4 w-4" /> {previewUrl ? 'Replace image' : 'Upload image'}
            <input id={id} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" aria-describedby={`${id}-hint`} onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
          {previewUrl && onRemove && (
            <button type="button" className={`${QUIET} ml-2`} onClick={onRemove}>
              Use the generated picture
            </button>
          )}
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
          {progress !== null && (
            <progress className="block w-48" value={progress} max={1} aria-label="Upload progress">
              {Math.round(progress * 100)}%
            </progress>
          )}
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
