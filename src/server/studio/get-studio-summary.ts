import type { StudioSummary } from '../../contracts/studio-schemas';
import type { Db } from '../db/database';

const n = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

/** How much content exists, and how much is still unpublished, leaving out what was deleted. */
export async function getStudioSummary(db: Db): Promise<StudioSummary> {
  const [courses, lessons, questions, exams, posts, mentors, pages, resources, openReports] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courses.deleted_at', 'is', null)
      .where('lessons.deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('exams')
      .select(['published', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('published')
      .execute(),
    db
      .selectFrom('blog_posts')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('instructors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('content_pages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('resources')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('question_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirst(),
  ]);
  const byStatus = (rows: { status: string; n: number }[]) => ({
    published: n(rows.find((r) => r.status === 'published')),
    drafts: n(rows.find((r) => r.status === 'draft')),
  });
  return {
    courses: byStatus(courses),
    lessons: n(lessons),
    questions: n(questions),
    exams: { published: n(exams.find((r) => Number(r.published) === 1)), drafts: n(exams.find((r) => Number(r.published) !== 1)) },
    posts: byStatus(posts),
    mentors: n(mentors),
    pages: n(pages),
    resources: n(resources),
    openReports: n(openReports),
  };
}
