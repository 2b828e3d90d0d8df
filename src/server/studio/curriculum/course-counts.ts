import { sql } from 'kysely';
import { indexCourse } from '../../catalogue/search-index';
import type { Db } from '../../db/database';

/**
 * After a publish or a removal: the course card's lesson count and total
 * minutes, and the search document's lesson titles, follow what students
 * see (published lessons that were not removed).
 */
export async function refreshPublishedLessons(trx: Db, courseId: number): Promise<void> {
  const visible = sql`course_id = ${courseId} and published = 1 and deleted_at is null`;
  await trx
    .updateTable('courses')
    .set({
      lessons_count: sql<number>`(select count(*) from lessons where ${visible})`,
      duration_minutes: sql<number>`(select coalesce(sum(duration_minutes), 0) from lessons where ${visible})`,
    })
    .where('id', '=', courseId)
    .execute();
  await indexCourse(trx, courseId);
}
