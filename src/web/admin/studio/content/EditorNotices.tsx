import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import type { Draft } from '../use-draft';

/** Above a content editor: another admin's newer save, and the copy this browser kept. */
export function EditorNotices({
  editor,
  what,
}: {
  editor: { conflict: boolean; reload: () => Promise<void>; draft: Pick<Draft<unknown>, 'restoredFromDraft' | 'draftIsStale' | 'draftSavedAt' | 'discardDraft'> };
  what: string;
}) {
  const { draft } = editor;
  return (
    <>
      {editor.conflict && <ConflictNotice what={what} onReload={() => void editor.reload()} />}
      {draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
    </>
  );
}
