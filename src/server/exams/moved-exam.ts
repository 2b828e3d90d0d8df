import type { Db } from '../db/database';
import { redirectedTarget } from '../studio/slugs';

/** The address a published exam moved to, when `slug` is one it had before. */
export async function movedExamSlug(db: Db, slug: string): Promise<string | null> {
  const targetId = await redirectedTarget(db, 'exam', slug);
  if (targetId === null) return null;
  const exam = await db.selectFrom('exams').select('slug').where('id', '=', targetId).where('published', '=', 1).where('deleted_at', 'is', null).executeTakeFirst();
  return exam?.slug ?? null;
}
