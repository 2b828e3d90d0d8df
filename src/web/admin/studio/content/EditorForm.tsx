import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { SaveBar } from '../../ui/SaveBar';

/** What the form needs of the editing loop (useEditor). */
type Editing = { submit: () => Promise<unknown>; saving: boolean; status: { tone: 'ok' | 'error'; text: string }; draft: { dirty: boolean } };

/** A content editor's form: its fields, then the save bar; submitting saves through the editing loop. `locked`: nothing to save (a deleted item). */
export function EditorForm({ editor, locked = false, className = 'mt-4 space-y-6', children }: { editor: Editing; locked?: boolean; className?: string; children: ReactNode }) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void editor.submit();
      }}
    >
      {children}
      <SaveBar message={editor.status.text} tone={editor.status.tone === 'error' ? 'error' : 'normal'}>
        <Button type="submit" variant="primary" busy={editor.saving} busyLabel="Saving…" disabled={locked || !editor.draft.dirty}>
          Save
        </Button>
      </SaveBar>
    </form>
  );
}
