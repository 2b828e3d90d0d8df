import { LEVEL_LABELS, type Level } from '../../../contracts/subjects';
import type { Db } from '../../db/database';
import { paperCode } from '../../images/paper-codes';
import type { DeckInput } from './build-slides';

export type DemoLesson = {
  id: number;
  courseId: number;
  /** Whether the lesson still wants a demo video: a published video lesson with no video of its own. */
  wanted: boolean;
  deck: DeckInput;
};

/**
 * A lesson as the demo lecture needs it: its title and notes, its course,
 * its paper's name, short code and level. Null when there is no such lesson.
 */
export async function loadDemoLesson(db: Db, lessonId: number): Promise<DemoLesson | null> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select([
      'lessons.id',
      'lessons.course_id',
      'lessons.title',
      'lessons.kind',
      'lessons.body',
      'lessons.published',
      'lessons.deleted_at',
      'lessons.video_url',
      'lessons.video_asset_id',
      'courses.title as course_title',
      'subjects.slug as subject_slug',
      'subjects.name as subject_name',
      'subjects.level as subject_level',
    ])
    .where('lessons.id', '=', lessonId)
    .executeTakeFirst();
  if (!row) return null;
  const level = LEVEL_LABELS[row.subject_level as Level] ?? row.subject_level;
  return {
    id: row.id,
    courseId: row.course_id,
    wanted: row.kind === 'video' && Number(row.published) === 1 && row.deleted_at === null && row.video_url === null && row.video_asset_id === null,
    deck: {
      lessonTitle: row.title,
      courseTitle: row.course_title,
      paper: { name: row.subject_name, code: paperCode(row.subject_slug, row.subject_name), level },
      notes: row.body,
    },
  };
}
