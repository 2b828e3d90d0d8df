import type { StudioCourse } from '../../../contracts/studio-course-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { freeSlug, slugify } from '../slugs';
import { reindexCourse } from './course-changed';
import { courseSlugTaken, withFreeSlug } from './create-course';
import { loadStudioCourse } from './load-studio-course';

/**
 * Copies a course as a new draft, "Copy of …", with its catalogue fields,
 * mentors, sections and lessons (and the lessons' unpublished drafts), so
 * a new run of a course starts from the last one. Students, orders, kept
 * addresses and the lessons' history stay with the original.
 */
export async function duplicateCourse(services: Pick<Services, 'db'>, actor: Actor, id: number): Promise<StudioCourse> {
  const { db } = services;
  const copyId = await withFreeSlug(() =>
    db.transaction().execute(async (trx) => {
      const source = await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
      if (!source || source.deleted_at !== null) throw new AppError('studio_item_not_found');
      const title = `Copy of ${source.title}`.slice(0, 200);
      const slug = await freeSlug(slugify(`copy of ${source.slug}`), (s) => courseSlugTaken(trx, s));
      const now = new Date().toISOString();
      const copy = await trx
        .insertInto('courses')
        .values({
          slug,
          title,
          subject_id: source.subject_id,
          summary: source.summary,
          description: source.description,
          outcomes: source.outcomes,
          requirements: source.requirements,
          language: source.language,
          price_paisa: source.price_paisa,
          sale_price_paisa: source.sale_price_paisa,
          access_days: source.access_days,
          access_until: source.access_until,
          cover_theme: source.cover_theme,
          status: 'draft',
          featured: 0,
          lessons_count: source.lessons_count,
          duration_minutes: source.duration_minutes,
          published_at: null,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const mentors = await trx.selectFrom('course_instructors').selectAll().where('course_id', '=', id).execute();
      if (mentors.length)
        await trx
          .insertInto('course_instructors')
          .values(mentors.map((m) => ({ ...m, course_id: copy.id })))
          .execute();

      const sections = await trx.selectFrom('course_sections').select(['id', 'position', 'title']).where('course_id', '=', id).where('deleted_at', 'is', null).orderBy('position').execute();
      for (const section of sections) {
        const newSection = await trx.insertInto('course_sections').values({ course_id: copy.id, position: section.position, title: section.title }).returning('id').executeTakeFirstOrThrow();
        const lessons = await trx.selectFrom('lessons').selectAll().where('section_id', '=', section.id).where('deleted_at', 'is', null).orderBy('position').execute();
        for (const { id: lessonId, course_id: _course, section_id: _section, version: _version, ...lesson } of lessons) {
          const newLesson = await trx
            .insertInto('lessons')
            .values({ ...lesson, course_id: copy.id, section_id: newSection.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          const draft = await trx.selectFrom('lesson_drafts').selectAll().where('lesson_id', '=', lessonId).executeTakeFirst();
          if (draft)
            await trx
              .insertInto('lesson_drafts')
              .values({ ...draft, lesson_id: newLesson.id })
              .execute();
        }
      }
      await reindexCourse(trx, copy.id);
      await recordAudit(trx, { actor, action: 'content.created', target: { type: 'course', id: String(copy.id) }, details: { slug, title, copiedFrom: id } });
      return copy.id;
    }),
  );
  return loadStudioCourse(db, copyId);
}
