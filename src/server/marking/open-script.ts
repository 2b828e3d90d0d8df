import { SCRIPT_OPEN_MINUTES, type MarkingScript } from '../../contracts/marking-schemas';
import type { MarkingScope } from '../access/marking-scope';
import type { Db } from '../db/database';
import type { ExamStore } from '../exams/exam-store';
import { loadScript } from './load-script';
import { scriptView, stillOpen } from './script-view';

/**
 * Opens a script to mark. An unreleased script records its marker and the
 * time, unless another marker opened it in the last half hour: then it is
 * left theirs and the answer says so (`alsoOpenBy`), so the second tutor is
 * warned before they start. Whoever saves from an older revision is refused
 * either way (save-script.ts).
 */
export async function openScript(db: Db, store: ExamStore, scope: MarkingScope, { number, viewerId, now = new Date() }: { number: number; viewerId: string; now?: Date }): Promise<MarkingScript> {
  const loaded = await loadScript(db, store, scope, number);
  const { script } = loaded;
  const takenByOther = script.opened_by !== null && script.opened_by !== viewerId && stillOpen(script.opened_at, now);
  if (script.state !== 'released' && !takenByOther) {
    const at = now.toISOString();
    const busySince = new Date(now.getTime() - SCRIPT_OPEN_MINUTES * 60_000).toISOString();
    // Conditional, so of two markers opening it at once one takes it and the other is warned.
    const taken = await db
      .updateTable('marking_scripts')
      .set({ opened_by: viewerId, opened_at: at })
      .where('id', '=', script.id)
      .where('state', '!=', 'released')
      .where((eb) => eb.or([eb('opened_by', 'is', null), eb('opened_by', '=', viewerId), eb('opened_at', '<', busySince)]))
      .returning('id')
      .executeTakeFirst();
    if (taken) loaded.script = { ...script, opened_by: viewerId, opened_at: at };
    else loaded.script = (await db.selectFrom('marking_scripts').selectAll().where('id', '=', script.id).executeTakeFirst()) ?? script;
  }
  return scriptView(db, store, scope, loaded, { viewerId, now });
}
