import type { Kysely } from 'kysely';
import { indexCourse } from '../../catalogue/search-index';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { CourseSeed } from './catalogue-types';
import { CERTIFICATE_COURSE_SEEDS } from './courses-certificate-data';
import { PROFESSIONAL_COURSE_SEEDS } from './courses-professional-data';
import { INSTRUCTOR_SEEDS } from './instructors-data';
import { lessonMaterial } from './lesson-material';

export const COURSE_SEEDS: CourseSeed[] = [...CERTIFICATE_COURSE_SEEDS, ...PROFESSIONAL_COURSE_SEEDS];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo catalogue's first publication date. */
const COURSE_PUBLISHED_FROM = '2026-03-02T08:00:00.000Z';

/**
 * Inserts the mentors and courses that are missing (matched by slug), with
 * their papers, sections, lessons (with their demo material) and search
 * documents. Existing rows are left as they are, so an admin's edits
 * survive a restart.
 */
export async function seedMentorsAndCourses(db: Db): Promise<{ instructors: number; courses: number }> {
  return db.transaction().execute(async (trx) => {
    const subjectIds = new Map((await trx.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [s.name, s.id]));
    const instructors = await insertInstructors(trx, subjectIds);
    const instructorIds = new Map((await trx.selectFrom('instructors').select(['id', 'slug']).execute()).map((i) => [i.slug, i.id]));
    const existing = new Set((await trx.selectFrom('courses').select('slug').execute()).map((c) => c.slug));
    let courses = 0;
    for (const [index, seed] of COURSE_SEEDS.entries()) {
      if (existing.has(seed.slug)) continue;
      const subjectId = subjectIds.get(seed.subject);
      if (subjectId === undefined) throw new Error(`course ${seed.slug}: unknown paper ${seed.subject}`);
      // Spread over the months before the platform opened, newest last, so "newest" sorts meaningfully.
      const published = new Date(Date.parse(COURSE_PUBLISHED_FROM) + index * 5 * DAY_MS).toISOString();
      await insertCourse(trx, { seed, subjectId, instructorIds, published });
      courses += 1;
    }
    return { instructors, courses };
  });
}

async function insertInstructors(trx: Kysely<Database>, subjectIds: Map<string, number>): Promise<number> {
  const existing = new Set((await trx.selectFrom('instructors').select('slug').execute()).map((i) => i.slug));
  let inserted = 0;
  for (const [index, seed] of INSTRUCTOR_SEEDS.entries()) {
    if (existing.has(seed.slug)) continue;
    const { id } = await trx
      .insertInto('instructors')
      .values({
        slug: seed.slug,
        name: seed.name,
        title: seed.title,
        qualifications: JSON.stringify(seed.qualifications),
        bio: seed.bio,
        years_teaching: seed.yearsTeaching,
        social: JSON.stringify(seed.social),
        position: index + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('instructor_subjects')
      .values(seed.subjects.map((name) => ({ instructor_id: id, subject_id: subjectIds.get(name)! })))
      .execute();
    inserted += 1;
  }
  return inserted;
}

async function insertCourse(trx: Kysely<Database>, { seed, subjectId, instructorIds, published }: { seed: CourseSeed; subjectId: number; instructorIds: Map<string, number>; published: string }) {
  const lessons = seed.sections.flatMap((s) => s.lessons);
  const draft = seed.status === 'draft';
  const { id } = await trx
    .insertInto('courses')
    .values({
      slug: seed.slug,
      title: seed.title,
      subject_id: subjectId,
      summary: seed.summary,
      description: seed.description,
      outcomes: JSON.stringify(seed.outcomes),
      requirements: JSON.stringify(seed.requirements),
      language: seed.language,
      price_paisa: seed.pricePaisa,
      sale_price_paisa: seed.salePricePaisa ?? null,
      access_days: 'days' in seed.access ? seed.access.days : null,
      access_until: 'until' in seed.access ? seed.access.until : null,
      status: draft ? 'draft' : 'published',
      featured: seed.featured ? 1 : 0,
      // Counted from enrollments as students join (grant-enrollment.ts), never written by hand.
      students_count: 0,
      lessons_count: lessons.length,
      duration_minutes: lessons.reduce((sum, l) => sum + l.minutes, 0),
      published_at: draft ? null : published,
      created_at: published,
      updated_at: published,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('course_instructors')
    .values(
      seed.instructors.map((slug, position) => {
        const instructorId = instructorIds.get(slug);
        if (instructorId === undefined) throw new Error(`course ${seed.slug}: unknown mentor ${slug}`);
        return { course_id: id, instructor_id: instructorId, position: position + 1 };
      }),
    )
    .execute();
  for (const [sectionIndex, section] of seed.sections.entries()) {
    const { id: sectionId } = await trx
      .insertInto('course_sections')
      .values({ course_id: id, position: sectionIndex + 1, title: section.title })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lessons')
      .values(
        section.lessons.map((lesson, i) => {
          const material = lessonMaterial(seed.slug, lesson);
          return {
            course_id: id,
            section_id: sectionId,
            position: i + 1,
            title: lesson.title,
            kind: lesson.kind,
            duration_minutes: lesson.minutes,
            free_preview: lesson.preview ? 1 : 0,
            body: material?.body ?? null,
            file_name: material?.fileName ?? null,
            file_content: material?.fileContent ?? null,
            file_size: material?.fileContent?.byteLength ?? null,
          };
        }),
      )
      .execute();
  }
  await indexCourse(trx, id);
}
