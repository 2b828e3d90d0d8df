import { sql } from 'kysely';
import { normaliseTag } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';

/**
 * The spelling a tag is written in: the one the bank already uses for it in
 * any case ("IFRS 16" stays "IFRS 16" when "ifrs 16" is added), else as
 * given, so the list and its filter show one tag, not two.
 */
export async function bankSpelling(db: Db, tags: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(tags.map((t) => normaliseTag(t).toLowerCase()))];
  const spelling = new Map(tags.map((t) => [normaliseTag(t).toLowerCase(), normaliseTag(t)]));
  if (wanted.length === 0) return spelling;
  const held = await db
    .selectFrom('question_tags')
    .select(['tag'])
    .where(sql<string>`lower(tag)`, 'in', wanted)
    .orderBy('tag')
    .execute();
  for (const key of wanted) {
    const spellings = held.filter((h) => h.tag.toLowerCase() === key).map((h) => h.tag);
    // A spelling the bank has as given stays; otherwise the bank's first (two spellings exist only when two admins added them at once).
    if (spellings.length > 0 && !spellings.includes(spelling.get(key)!)) spelling.set(key, spellings[0]!);
  }
  return spelling;
}

/** The tags of these questions, each list A to Z (any case). */
export async function tagsOf(db: Db, questionIds: number[]): Promise<Map<number, string[]>> {
  const byQuestion = new Map<number, string[]>(questionIds.map((id) => [id, []]));
  if (questionIds.length === 0) return byQuestion;
  const rows = await db.selectFrom('question_tags').select(['question_id', 'tag']).where('question_id', 'in', questionIds).execute();
  for (const row of rows) byQuestion.get(row.question_id)?.push(row.tag);
  for (const tags of byQuestion.values()) tags.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return byQuestion;
}
