import { useMemo, useState } from 'react';
import { errorText } from '../../../api/error-text';
import { serverFieldErrors } from '../../ui/field-errors';
import { isEditConflict } from '../edit-conflict';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';

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

type Message = { tone: 'ok' | 'error'; text: string };

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
  const [message, setMessage] = useState<Message | null>(null);
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
      if (isEditConflict(caught)) setConflict(true);
      else {
        setErrors(serverFieldErrors(caught));
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
      if (isEditConflict(caught)) setConflict(true);
      else setMessage({ tone: 'error', text: errorText(caught) });
    }
  }

  /** The save bar's line: a refusal, else the last outcome while nothing changed since, else whether there is unsaved work. */
  const status: Message = message && (message.tone === 'error' || !draft.dirty) ? message : { tone: 'ok', text: draft.dirty ? 'Unsaved changes (kept in this browser).' : 'All changes saved.' };

  return { draft, form: draft.value, set: draft.setValue, conflict, errors, status, saving, submit, reload, act };
}
