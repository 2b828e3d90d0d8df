import { Archive, ArchiveRestore, FolderInput, Tag, TagsIcon, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_TAG_LENGTH, normaliseTag, type BankPapers, type BulkResult } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { showErrorToast, showSuccessToast } from '../../../toast/toaster-ready';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { SelectField } from '../../ui/SelectField';
import { useBulkAction, type BulkAction } from './questions-api';
import type { Known } from './use-selection';

type Form = 'add-tag' | 'remove-tag' | 'move' | null;
/** A finished action: the sentence that says what it did, and the questions it left as they were. */
export type Outcome = { message: string; verb: string; result: BulkResult };

const plural = (n: number, one = 'question', many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an action did, counted, in one sentence. */
function sentence(input: BulkAction, result: BulkResult, areaName: string): { message: string; verb: string } {
  const { changed, unchanged, refused } = result;
  let done: string;
  let already: string;
  let verb: string;
  if (input.op === 'active') {
    [done, already, verb] = input.body.active ? [`Restored ${plural(changed)}`, 'active already', 'restored'] : [`Retired ${plural(changed)}`, 'retired already', 'retired'];
  } else if (input.op === 'tags') {
    const tag = `“${normaliseTag(input.body.tag)}”`;
    [done, already, verb] =
      input.body.action === 'add' ? [`Tagged ${plural(changed)} ${tag}`, 'tagged so already', 'tagged'] : [`Took ${tag} off ${plural(changed)}`, 'without it already', 'untagged'];
  } else {
    [done, already, verb] = [`Moved ${plural(changed)} to ${areaName}`, 'there already', 'moved'];
  }
  const parts = [done];
  if (unchanged > 0) parts.push(`${plural(unchanged)} ${unchanged === 1 ? 'was' : 'were'} ${already}`);
  if (refused.length > 0) parts.push(`${plural(refused.length)} could not be ${verb}: see why above the list`);
  return { message: `${parts.join('; ')}.`, verb };
}

type Props = {
  selected: Set<number>;
  known: Map<number, Known>;
  /** On this page of the list. */
  shown: number;
  papers: BankPapers['papers'];
  tags: string[];
  /** The list's paper filter, the paper a move starts from when the selection does not tell. */
  paperFilter: string;
  onDone: (outcome: Outcome) => void;
  onClear: () => void;
};

/**
 * The bank list's actions on the selected questions, kept in view at the
 * foot of the window while any is selected: retire, restore, add or take
 * off a tag, move to another area of the paper. Each is one request (one
 * transaction on the server); its count goes to a toast and to the bar's
 * own polite announcement, and the questions it could not change to the
 * screen (`onDone`). A form opened here takes the focus and gives it back
 * to its button when closed.
 */
export function BankActionBar({ selected, known, shown, papers, tags, paperFilter, onDone, onClear }: Props) {
  const action = useBulkAction();
  const [form, setForm] = useState<Form>(null);
  const [said, setSaid] = useState('');
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const knownSelected = [...selected].flatMap((id) => (known.has(id) ? [known.get(id)!] : []));
  const selectionPapers = new Set(knownSelected.map((k) => k.paper.slug));
  const startPaper = selectionPapers.size === 1 && knownSelected.length === selected.size ? [...selectionPapers][0]! : paperFilter || [...selectionPapers][0] || papers[0]?.slug || '';
  const [paper, setPaper] = useState(startPaper);
  const [areaId, setAreaId] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const buttons = useRef<Record<Exclude<Form, null>, HTMLButtonElement | null>>({ 'add-tag': null, 'remove-tag': null, move: null });
  const firstField = useRef<HTMLDivElement>(null);
  const ids = [...selected];
  const areas = papers.find((p) => p.slug === paper)?.areas ?? [];
  // A tag to take off: those the selected questions are known to carry, or any of the bank's when some were selected unseen.
  const removable = knownSelected.length === selected.size ? [...new Set(knownSelected.flatMap((k) => k.tags))].sort((a, b) => a.localeCompare(b)) : tags;

  useEffect(() => {
    if (form) firstField.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [form]);

  function open(next: Exclude<Form, null>) {
    opener.current = buttons.current[next];
    setTagError(null);
    setTag(next === 'remove-tag' ? (removable[0] ?? '') : '');
    if (next === 'move') {
      setPaper(startPaper);
      setAreaId('');
    }
    setForm(next);
  }
  function close() {
    setForm(null);
    opener.current?.focus();
  }

  async function run(input: BulkAction, areaName = '') {
    try {
      const result = await action.mutateAsync(input);
      const { message, verb } = sentence(input, result, areaName);
      setSaid(message);
      void showSuccessToast(message);
      onDone({ message, verb, result });
      if (form) close();
    } catch (e) {
      const message = errorText(e);
      setSaid(message);
      void showErrorToast(message);
    }
  }

  function submitTag(event: FormEvent) {
    event.preventDefault();
    const value = normaliseTag(tag);
    if (value === '') return setTagError(form === 'add-tag' ? 'Write the tag to add.' : 'Choose the tag to take off.');
    if (value.length > MAX_TAG_LENGTH) return setTagError(`A tag is at most ${MAX_TAG_LENGTH} characters.`);
    if (/[,|]/.test(value)) return setTagError('A tag cannot hold a comma or a |.');
    void run({ op: 'tags', body: { ids, tag: value, action: form === 'add-tag' ? 'add' : 'remove' } });
  }

  function submitMove(event: FormEvent) {
    event.preventDefault();
    const area = areas.find((a) => String(a.id) === areaId);
    if (!area) return;
    void run({ op: 'area', body: { ids, areaId: area.id } }, area.name);
  }

  const busy = action.isPending;
  const opened = (name: Exclude<Form, null>, label: string, icon: typeof Tag) => (
    <Button
      ref={(el) => {
        buttons.current[name] = el;
      }}
      size="sm"
      icon={icon}
      aria-expanded={form === name}
      disabled={busy}
      onClick={() => (form === name ? close() : open(name))}
    >
      {label}
    </Button>
  );
  let panel: ReactNode = null;
  if (form === 'add-tag' || form === 'remove-tag') {
    panel = (
      <form onSubmit={submitTag} className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3" onKeyDown={(e) => e.key === 'Escape' && close()}>
        <div ref={firstField} className="min-w-0 flex-1 basis-56">
          {form === 'add-tag' ? (
            <Field id="bulk-tag" label="Tag to add" error={tagError} hint="Words such as IAS 16 or depreciation; no commas.">
              <Input
                value={tag}
                list="bank-tags"
                maxLength={MAX_TAG_LENGTH + 10}
                autoComplete="off"
                onChange={(e) => {
                  setTag(e.target.value);
                  setTagError(null);
                }}
              />
            </Field>
          ) : removable.length === 0 ? (
            <p className="text-sm text-slate-700">The selected questions carry no tags.</p>
          ) : (
            <SelectField id="bulk-untag" label="Tag to take off" error={tagError} value={tag} choices={removable.map((t) => [t, t] as const)} onChange={setTag} />
          )}
          <datalist id="bank-tags">
            {tags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" size="sm" busy={busy} disabled={form === 'remove-tag' && removable.length === 0}>
            {form === 'add-tag' ? `Tag ${plural(selected.size)}` : `Take it off ${plural(selected.size)}`}
          </Button>
          <Button size="sm" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    );
  } else if (form === 'move') {
    panel = (
      <form onSubmit={submitMove} className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3" onKeyDown={(e) => e.key === 'Escape' && close()}>
        <div ref={firstField} className="grid min-w-0 flex-1 basis-72 gap-2 sm:grid-cols-2">
          <SelectField
            id="bulk-move-paper"
            label="Paper"
            value={paper}
            choices={papers.map((p) => [p.slug, p.name] as const)}
            onChange={(v) => {
              setPaper(v);
              setAreaId('');
            }}
            hint={selectionPapers.size > 1 ? 'Only the questions of this paper move; the others are left where they are.' : undefined}
          />
          <SelectField
            id="bulk-move-area"
            label="Move to the area"
            value={areaId}
            choices={[['', 'Choose an area'], ...areas.map((a) => [String(a.id), `${a.position}. ${a.name}`] as const)]}
            onChange={setAreaId}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" size="sm" busy={busy} disabled={areaId === ''}>
            Move {plural(selected.size)}
          </Button>
          <Button size="sm" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div
      role="region"
      aria-label="Selected questions"
      className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="mr-auto text-sm font-semibold text-ink">
          {plural(selected.size)} selected
          {selected.size > shown && <span className="font-normal text-slate-600"> ({shown} on this page)</span>}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={Archive} disabled={busy} onClick={() => void run({ op: 'active', body: { ids, active: false } })}>
            Retire
          </Button>
          <Button size="sm" icon={ArchiveRestore} disabled={busy} onClick={() => void run({ op: 'active', body: { ids, active: true } })}>
            Restore
          </Button>
          {opened('add-tag', 'Add a tag', Tag)}
          {opened('remove-tag', 'Remove a tag', TagsIcon)}
          {opened('move', 'Move to an area', FolderInput)}
          <Button size="sm" variant="link" icon={X} disabled={busy} onClick={onClear}>
            Clear selection
          </Button>
        </div>
      </div>
      {panel}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
