import type { Curriculum, LessonState } from '../../../contracts/studio-curriculum-schemas';
import type { Db } from '../../db/database';
import { studioCourse } from './studio-course';

export function lessonState(published: number, hasDraft: boolean): LessonState {
  if (published !== 1) return 'draft';
  return hasDraft ? 'changed' : 'published';
}

/** A course's sections and lessons in order, as the builder shows them: each lesson by its draft when it has edits. Removed ones are left out. */
export async function loadCurriculum(db: Db, courseId: number): Promise<Curriculum> {
  const course = await studioCourse(db, courseId);
  const [sections, lessons] = await Promise.all([
    db.selectFrom('course_sections').select(['id', 'title']).where('course_id', '=', courseId).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('lessons')
      .leftJoin('lesson_drafts', 'lesson_drafts.lesson_id', 'lessons.id')
      .select([
        'lessons.id',
        'lessons.section_id',
        'lessons.published',
        'lessons.title',
        'lessons.kind',
        'lessons.duration_minutes',
        'lessons.free_preview',
        'lesson_drafts.lesson_id as draft_id',
        'lesson_drafts.title as draft_title',
        'lesson_drafts.kind as draft_kind',
        'lesson_drafts.duration_minutes as draft_minutes',
        'lesson_drafts.free_preview as draft_preview',
      ])
      .where('lessons.course_id', '=', courseId)
      .where('lessons.deleted_at', 'is', null)
      .orderBy('lessons.position')
      .orderBy('lessons.id')
      .execute(),
  ]);
  return {
    course: { id: course.id, title: course.title, slug: course.slug, status: course.status },
    curriculumVersion: course.curriculumVersion,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      lessons: lessons
        .filter((l) => l.section_id === section.id)
        .map((l) => {
          const draft = l.draft_id !== null;
          return {
            id: l.id,
            title: draft ? l.draft_title! : l.title,
            kind: draft ? l.draft_kind! : l.kind,
            durationMinutes: Number(draft ? l.draft_minutes : l.duration_minutes),
            freePreview: Number(draft ? l.draft_preview : l.free_preview) === 1,
            state: lessonState(Number(l.published), draft),
          };
        }),
    })),
  };
}
