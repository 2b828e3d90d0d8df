import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MAX_LIST_ITEMS } from '../../../../contracts/studio-course-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';

type Props = { id: string; label: string; itemLabel: string; hint?: string; items: string[]; onChange: (items: string[]) => void; error?: string };

/**
 * A list of short lines ("what you will learn", requirements) edited by
 * keyboard as well as by mouse: each line has Move up, Move down and
 * Remove buttons, the focus follows a moved line so it can be moved again
 * with the same key, and every change is announced to screen readers.
 */
export function ListEditor({ id, label, itemLabel, hint, items, onChange, error }: Props) {
  const [adding, setAdding] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    setAnnouncement(`${itemLabel} "${items[index]}" moved to position ${to + 1} of ${items.length}.`);
    // The same button of the moved line keeps the focus; at either end the other button takes it.
    const edge = (by === -1 && to === 0) || (by === 1 && to === items.length - 1);
    focusLater(`[data-row="${to}"] [data-action="${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}"]`);
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(`${itemLabel} "${items[index]}" removed.`);
    if (next.length) focusLater(`[data-row="${Math.min(index, next.length - 1)}"] input`);
    else requestAnimationFrame(() => document.getElementById(`${id}-new`)?.focus());
  }

  function add() {
    const text = adding.trim();
    if (!text || items.length >= MAX_LIST_ITEMS) return;
    onChange([...items, text]);
    setAdding('');
    setAnnouncement(`${itemLabel} "${text}" added.`);
  }

  function onNewKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}>
      <legend className="block text-sm font-semibold text-ink">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {items.length > 0 && (
        <ol ref={list} className="mt-3 space-y-2" aria-label={label}>
          {items.map((item, index) => (
            <li key={index} data-row={index} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
              <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm font-semibold text-slate-500">
                {index + 1}.
              </span>
              <Input
                aria-label={`${itemLabel} ${index + 1}`}
                value={item}
                maxLength={200}
                onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
                width="w-0"
                className="min-w-0 flex-1"
              />
              {/* Below the line on phones, so the text keeps the width. */}
              <span className="ml-8 flex basis-full gap-2 sm:ml-0 sm:basis-auto">
                <Button size="icon" icon={ArrowUp} data-action="up" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move "${item}" up`} title="Move up" />
                <Button size="icon" icon={ArrowDown} data-action="down" disabled={index === items.length - 1} onClick={() => move(index, 1)} aria-label={`Move "${item}" down`} title="Move down" />
                <Button size="icon" icon={X} data-action="remove" onClick={() => remove(index)} aria-label={`Remove "${item}"`} title="Remove" />
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          New {itemLabel.toLowerCase()}
        </label>
        <Input
          id={`${id}-new`}
          value={adding}
          maxLength={200}
          disabled={items.length >= MAX_LIST_ITEMS}
          onChange={(e) => setAdding(e.target.value)}
          onKeyDown={onNewKey}
          placeholder={items.length >= MAX_LIST_ITEMS ? `At most ${MAX_LIST_ITEMS}` : 'Type a line, then Enter'}
        />
        <Button icon={Plus} className="shrink-0" onClick={add} disabled={!adding.trim() || items.length >= MAX_LIST_ITEMS}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
