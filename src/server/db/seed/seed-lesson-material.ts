import type { Db } from '../database';
import { lessonMaterial } from './lesson-material';

/**
 * Gives lessons seeded before the lesson material existed their text, file
 * and notes. Only lessons whose body is still empty are touched, and the
 * update repeats that condition, so an admin's own text is never replaced;
 * a file is only added where the lesson has none.
 */
export async function seedLessonMaterial(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lessons = await trx
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.title', 'lessons.kind', 'lessons.file_name', 'courses.slug'])
      .where('lessons.body', 'is', null)
      .execute();
    let filled = 0;
    for (const lesson of lessons) {
      const material = lessonMaterial(lesson.slug, lesson);
      if (material === null) continue;
      const addFile = material.fileContent !== null && lesson.file_name === null;
      const result = await trx
        .updateTable('lessons')
        .set({ body: material.body, ...(addFile ? { file_name: material.fileName, file_content: material.fileContent, file_size: material.fileContent!.byteLength } : {}) })
        .where('id', '=', lesson.id)
        .where('body', 'is', null)
        .executeTakeFirst();
      filled += Number(result.numUpdatedRows);
    }
    return filled;
  });
}
