import type { CourseDetail } from '../../contracts/catalogue-schemas';
import { loadCourseCards, loadInstructorCards } from '../catalogue/cards';
import type { Db } from '../db/database';
import { AppError } from '../errors';

const RELATED = 3;

/**
 * A published course with its curriculum (titles, kinds, durations and
 * preview marks: lesson bodies are for enrolled students only), mentors'
 * profiles, related courses (same paper first, then same level, most
 * popular first) and the mock exams its students may sit. A draft is as
 * unknown as a missing slug, except to an admin's preview (`drafts`).
 */
export async function getCourse(db: Db, slug: string, options: { drafts?: boolean } = {}): Promise<CourseDetail> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.id', 'courses.subject_id', 'subjects.level', 'courses.description', 'courses.outcomes', 'courses.requirements', 'courses.updated_at'])
    .where('courses.slug', '=', slug)
    // Drafts only for an admin's preview (studio/courses/preview-course.ts), never on the public route.
    .$if(!options.drafts, (qb) => qb.where('courses.status', '=', 'published'))
    .where('courses.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('course_not_found');

  const [cards, sections, lessons, mentorIds, related, exams] = await Promise.all([
    loadCourseCards(db, [row.id], options),
    db.selectFrom('course_sections').select(['id', 'title']).where('course_id', '=', row.id).where('deleted_at', 'is', null).orderBy('position').execute(),
    // Published lessons only: drafts and removed lessons in the studio never reach the course page.
    db
      .selectFrom('lessons')
      .select(['id', 'section_id', 'title', 'kind', 'duration_minutes', 'free_preview'])
      .where('course_id', '=', row.id)
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('section_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('course_instructors').select('instructor_id').where('course_id', '=', row.id).orderBy('position').execute(),
    db
      .selectFrom('courses')
      .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
      .select('courses.id')
      .where('courses.status', '=', 'published')
      .where('courses.id', '!=', row.id)
      .where((eb) => eb.or([eb('courses.subject_id', '=', row.subject_id), eb('subjects.level', '=', row.level)]))
      .orderBy((eb) => eb.case().when('courses.subject_id', '=', row.subject_id).then(0).else(1).end())
      .orderBy('courses.students_count', 'desc')
      .orderBy('courses.id')
      .limit(RELATED)
      .execute(),
    db
      .selectFrom('exam_courses')
      .innerJoin('exams', 'exams.id', 'exam_courses.exam_id')
      .select(['exams.slug', 'exams.title', 'exams.kind', 'exams.question_count', 'exams.duration_minutes'])
      .where('exam_courses.course_id', '=', row.id)
      .where('exams.published', '=', 1)
      .orderBy('exams.position')
      .execute(),
  ]);
  const [card] = cards;
  if (!card) throw new AppError('course_not_found');
  const [profiles, relatedCards] = await Promise.all([
    loadInstructorCards(
      db,
      mentorIds.map((m) => m.instructor_id),
    ),
    loadCourseCards(
      db,
      related.map((r) => r.id),
    ),
  ]);
  return {
    ...card,
    description: row.description,
    outcomes: JSON.parse(row.outcomes) as string[],
    requirements: JSON.parse(row.requirements) as string[],
    sections: sections.flatMap((section) => {
      const own = lessons.filter((l) => l.section_id === section.id);
      // A section with nothing published yet (being written in the studio) is not shown.
      if (own.length === 0) return [];
      return [
        {
          title: section.title,
          durationMinutes: own.reduce((sum, l) => sum + l.duration_minutes, 0),
          lessons: own.map((l) => ({ id: l.id, title: l.title, kind: l.kind, durationMinutes: l.duration_minutes, freePreview: l.free_preview === 1 })),
        },
      ];
    }),
    instructorProfiles: profiles,
    related: relatedCards,
    exams: exams.map((e) => ({ slug: e.slug, title: e.title, kind: e.kind, questionCount: e.question_count, durationMinutes: e.duration_minutes })),
    updatedAt: row.updated_at,
  };
}
