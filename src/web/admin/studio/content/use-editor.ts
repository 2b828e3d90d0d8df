import { useMemo, useState } from 'react';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { errorText, fieldErrors, isConflict } from './parts';

type Options<Item, Form> = {
  /** Where this browser keeps the unsaved copy, e.g. "post:12". */
  draftKey: string;
  item: Item | undefined;
  toForm: (item: Item) => Form;
  /** Saves the form with the version it started from; answers the saved item. */
  save: (form: Form, version: number) => Promise<Item>;
  /** Loads the item again (after a conflict). */
  refetch: () => Promise<{ data?: Item }>;
};

/**
 * The studio's editing loop for one item: the form autosaves to the
 * browser, leaving with unsaved work asks first, a save sends the version
 * it started from, and a refusal with edit_conflict keeps the form as typed
 * and offers the other admin's version.
 */
export function useEditor<Item extends { version: number }, Form>({ draftKey, item, toForm, save, refetch }: Options<Item, Form>) {
  const serverForm = useMemo(() => (item ? toForm(item) : undefined), [item, toForm]);
  const draft = useDraft<Form>(draftKey, serverForm, item?.version);
  useUnsavedChanges(draft.dirty);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(): Promise<Item | null> {
    if (!item || draft.value === undefined) return null;
    setErrors({});
    setMessage(null);
    setSaving(true);
    try {
      const saved = await save(draft.value, item.version);
      draft.markSaved(toForm(saved));
      setConflict(false);
      setMessage({ tone: 'ok', text: 'Saved.' });
      return saved;
    } catch (caught) {
      if (isConflict(caught)) setConflict(true);
      else {
        setErrors(fieldErrors(caught));
        setMessage({ tone: 'error', text: errorText(caught) });
      }
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    const fresh = await refetch();
    if (fresh.data) draft.markSaved(toForm(fresh.data));
    setConflict(false);
    setMessage(null);
  }

  /** Runs an action (publish, delete...), showing its refusal the same way. */
  async function act(run: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await run();
      setMessage({ tone: 'ok', text: done });
    } catch (caught) {
      if (isConflict(caught)) setConflict(true);
      else setMessage({ tone: 'error', text: errorText(caught) });
    }
  }

  return { draft, form: draft.value, set: draft.setValue, conflict, errors, message, saving, submit, reload, act };
}
