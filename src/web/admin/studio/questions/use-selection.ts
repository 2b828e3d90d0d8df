import { useState } from 'react';
import type { QuestionListItem } from '../../../../contracts/studio-question-schemas';

/** What the bank list knows of a selected question from a page it showed: its paper and tags (a question selected by "select all" may not have been shown). */
export type Known = Pick<QuestionListItem, 'paper' | 'tags'>;

/**
 * The bank list's selection: ids kept across its pages, with what the
 * pages shown said of each, for the actions that depend on it (moving
 * needs one paper; a tag to take off is one the questions carry).
 */
export function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [known, setKnown] = useState<Map<number, Known>>(() => new Map());

  function toggle(items: QuestionListItem[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const item of items) {
        if (on) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });
    if (on) setKnown((current) => new Map([...current, ...items.map((i) => [i.id, { paper: i.paper, tags: i.tags }] as const)]));
  }

  return {
    selected,
    known,
    toggle,
    /** Adds ids the page has not shown ("select all that match"). */
    addIds: (ids: number[]) => setSelected((current) => new Set([...current, ...ids])),
    clear: () => setSelected(new Set()),
  };
}
