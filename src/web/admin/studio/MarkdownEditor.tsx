import { Bold, Heading2, Image, Italic, Link2, List, ListOrdered, Table } from 'lucide-react';
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { describedBy, FieldFeedback } from '../../components/FieldFeedback';
import { Markdown } from '../../markdown/Markdown';
import { applyEdit, type MarkdownEdit } from './markdown-edits';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  hint?: string;
  error?: string | null;
  minRows?: number;
};

type Tool = { edit: MarkdownEdit; label: string; icon: ComponentType<{ className?: string }>; keys?: string };

const TOOLS: Tool[] = [
  { edit: 'heading', label: 'Heading', icon: Heading2 },
  { edit: 'bold', label: 'Bold', icon: Bold, keys: 'Ctrl+B' },
  { edit: 'italic', label: 'Italic', icon: Italic, keys: 'Ctrl+I' },
  { edit: 'bullets', label: 'Bulleted list', icon: List },
  { edit: 'numbers', label: 'Numbered list', icon: ListOrdered },
  { edit: 'link', label: 'Link', icon: Link2, keys: 'Ctrl+K' },
  { edit: 'table', label: 'Table', icon: Table },
  { edit: 'image', label: 'Image', icon: Image },
];

const SHORTCUTS: Record<string, MarkdownEdit> = { b: 'bold', i: 'italic', k: 'link' };

/**
 * Markdown with a toolbar and a live preview rendered by the site's own
 * Markdown component, so what the admin sees is what students see. Side by
 * side on wide screens; Write and Preview tabs on phones. The text area stays
 * the source of truth: the toolbar only inserts Markdown at the cursor.
 */
export function MarkdownEditor({ label, value, onChange, id, hint, error, minRows = 10 }: Props) {
  const generated = useId();
  const fieldId = id ?? `md-${generated}`;
  const area = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');

  function run(edit: MarkdownEdit) {
    const el = area.current;
    if (!el) return;
    const result = applyEdit(value, el.selectionStart, el.selectionEnd, edit);
    onChange(result.text);
    // Put the cursor (or the selection to overwrite, such as a link's address) where typing continues.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const edit = (event.ctrlKey || event.metaKey) && !event.altKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
    if (!edit) return;
    event.preventDefault();
    run(edit);
  }

  const tabClass = (active: boolean) => `rounded-lg px-3 py-1.5 text-sm font-semibold ${active ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink'}`;

  // Writing and preview side by side only where the editor itself is wide enough (a container query):
  // in a column of the question editor, beside its student preview, they take turns as on a phone.
  return (
    <div className="@container">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <div role="group" aria-label={`${label}: show`} className="flex gap-1 rounded-xl bg-slate-100 p-1 @3xl:hidden">
          <button type="button" aria-pressed={tab === 'write'} className={tabClass(tab === 'write')} onClick={() => setTab('write')}>
            Write
          </button>
          <button type="button" aria-pressed={tab === 'preview'} className={tabClass(tab === 'preview')} onClick={() => setTab('preview')}>
            Preview
          </button>
        </div>
      </div>
      <div className={`mt-1.5 grid gap-3 @3xl:grid-cols-2 ${error ? 'rounded-xl ring-2 ring-red-300' : ''}`}>
        <div className={tab === 'write' ? '' : 'hidden @3xl:block'}>
          <div role="toolbar" aria-label={`${label}: formatting`} aria-controls={fieldId} className="flex flex-wrap gap-1 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1.5">
            {TOOLS.map(({ edit, label: toolLabel, icon: Icon, keys }) => (
              <button
                key={edit}
                type="button"
                onClick={() => run(edit)}
                title={keys ? `${toolLabel} (${keys})` : toolLabel}
                aria-label={toolLabel}
                className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-ink focus-visible:bg-white"
              >
                <Icon className="h-4 w-4" />
              </button>
            ))}
          </div>
          <textarea
            ref={area}
            id={fieldId}
            value={value}
            rows={minRows}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(fieldId, error, hint)}
            spellCheck
            className="block w-full rounded-b-xl border border-slate-300 bg-white px-4 py-3 font-mono text-sm leading-6 text-ink shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <section
          aria-label={`${label}: preview`}
          className={`${tab === 'preview' ? '' : 'hidden @3xl:block'} min-h-40 overflow-auto rounded-xl border border-slate-200 bg-white px-5 py-3 text-slate-800`}
        >
          {value.trim() ? <Markdown source={value} /> : <p className="mt-3 text-sm text-slate-500">The preview appears here as you write.</p>}
        </section>
      </div>
      <FieldFeedback fieldId={fieldId} error={error} hint={hint} />
    </div>
  );
}
