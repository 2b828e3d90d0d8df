import { MAX_TAGS_PER_QUESTION, normaliseTag, type BulkResult } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { lockedSelection, refusal } from './bulk-selection';
import { bankSpelling } from './question-tags';

/**
 * Adds a tag to the selected questions, or takes it off them, in one
 * transaction. A question that has the tag already (in any case), or
 * lacks it when it is taken off, is left alone; one that carries the most
 * tags a question may is refused. The tag is written in the spelling the
 * bank already uses for it. Tags are not part of what an editor saves, so
 * no version moves; each question changed gets its own audit entry.
 */
export async function bulkTag(db: Db, { actor, ids, tag: typed, action }: { actor: Actor; ids: number[]; tag: string; action: 'add' | 'remove' }): Promise<BulkResult> {
  const key = normaliseTag(typed).toLowerCase();
  return db.transaction().execute(async (trx) => {
    const selected = await lockedSelection(trx, ids);
    const held = await trx
      .selectFrom('question_tags')
      .select(['question_id', 'tag'])
      .where(
        'question_id',
        'in',
        selected.map((q) => q.id),
      )
      .execute();
    const matching = held.filter((h) => h.tag.toLowerCase() === key);
    const has = new Set(matching.map((h) => h.question_id));
    const count = (id: number) => held.filter((h) => h.question_id === id).length;
    const refused = [];
    let changedIds: number[] = [];
    let tag = normaliseTag(typed);

    if (action === 'add') {
      tag = (await bankSpelling(trx, [tag])).get(key) ?? tag;
      const adding = selected.filter((q) => !has.has(q.id));
      const room = adding.filter((q) => count(q.id) < MAX_TAGS_PER_QUESTION);
      for (const q of adding.filter((a) => !room.includes(a))) refused.push(refusal(q, 'question_tags_limit', `It carries ${MAX_TAGS_PER_QUESTION} tags already, the most a question may.`));
      if (room.length > 0) {
        const added = await trx
          .insertInto('question_tags')
          .values(room.map((q) => ({ question_id: q.id, tag })))
          .onConflict((oc) => oc.columns(['question_id', 'tag']).doNothing())
          .returning('question_id')
          .execute();
        changedIds = added.map((a) => a.question_id);
      }
    } else if (has.size > 0) {
      const removed = await trx
        .deleteFrom('question_tags')
        .where('question_id', 'in', [...has])
        .where('tag', 'in', [...new Set(matching.map((h) => h.tag))])
        .returning('question_id')
        .execute();
      changedIds = [...new Set(removed.map((r) => r.question_id))];
    }
    for (const id of changedIds) {
      await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'question', id: String(id) }, details: { bulk: true, [action === 'add' ? 'tagAdded' : 'tagRemoved']: tag } });
    }
    return { changed: changedIds.length, unchanged: selected.length - changedIds.length - refused.length, refused };
  });
}
