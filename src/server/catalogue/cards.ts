import type { CourseCard, InstructorCard, PostCard, SubjectRef } from '../../contracts/catalogue-schemas';
import { imageUrl, mediaUrl } from '../../contracts/images';
import type { Level } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { shownFigure } from './shown-figure';

/**
 * Cards are the catalogue's list items (a course in a grid, a mentor, a
 * post). Lists first find the ids they show, in order, with whatever filter
 * and sort they need, then load the cards for those ids here: one query per
 * table, whatever the number of cards, and the same shape on every screen.
 * Only published courses and posts become cards.
 */

type SubjectRow = { subject_name: string; subject_slug: string; subject_level: string };

function subjectRef(row: SubjectRow): SubjectRef {
  return { name: row.subject_name, slug: row.subject_slug, level: row.subject_level as Level };
}

function inOrder<T>(ids: number[], rows: Map<number, T>): T[] {
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row === undefined ? [] : [row];
  });
}

/** Cards of published courses; `drafts` only for the studio's "view as a student" preview. */
export async function loadCourseCards(db: Db, ids: number[], options: { drafts?: boolean } = {}): Promise<CourseCard[]> {
  if (ids.length === 0) return [];
  const [rows, mentors] = await Promise.all([
    db
      .selectFrom('courses')
      .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
      .select([
        'courses.id',
        'courses.slug',
        'courses.title',
        'courses.summary',
        'courses.language',
        'courses.price_paisa',
        'courses.sale_price_paisa',
        'courses.access_days',
        'courses.access_until',
        'courses.featured',
        'courses.students_count',
        'courses.lessons_count',
        'courses.duration_minutes',
        'courses.published_at',
        'subjects.name as subject_name',
        'subjects.slug as subject_slug',
        'subjects.level as subject_level',
      ])
      .where('courses.id', 'in', ids)
      .$if(!options.drafts, (qb) => qb.where('courses.status', '=', 'published'))
      .execute(),
    db
      .selectFrom('course_instructors')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select(['course_instructors.course_id', 'instructors.slug', 'instructors.name'])
      .where('course_instructors.course_id', 'in', ids)
      .orderBy('course_instructors.course_id')
      .orderBy('course_instructors.position')
      .execute(),
  ]);
  const byCourse = new Map<number, { slug: string; name: string }[]>();
  for (const m of mentors) {
    const list = byCourse.get(m.course_id) ?? [];
    list.push({ slug: m.slug, name: m.name });
    byCourse.set(m.course_id, list);
  }
  const cards = new Map(
    rows.map((row): [number, CourseCard] => [
      row.id,
      {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        subject: subjectRef(row),
        language: row.language,
        pricePaisa: row.price_paisa,
        salePricePaisa: row.sale_price_paisa,
        // Neither a last day nor a number of days is access for life (as enrollments grant it).
        access: row.access_until !== null ? { kind: 'until', until: row.access_until } : row.access_days !== null ? { kind: 'days', days: row.access_days } : { kind: 'lifetime' },
        instructors: byCourse.get(row.id) ?? [],
        featured: row.featured === 1,
        studentsCount: shownFigure(row.students_count),
        lessonsCount: row.lessons_count,
        durationMinutes: row.duration_minutes,
        publishedAt: row.published_at ?? '',
        coverUrl: imageUrl('course', row.slug),
      },
    ]),
  );
  return inOrder(ids, cards);
}

export async function loadInstructorCards(db: Db, ids: number[]): Promise<InstructorCard[]> {
  if (ids.length === 0) return [];
  const [rows, subjects, totals] = await Promise.all([
    // A deleted mentor is no card anywhere (lists, a course's mentors, a post's author).
    db
      .selectFrom('instructors')
      .leftJoin('media', 'media.id', 'instructors.photo_media_id')
      .selectAll('instructors')
      .select('media.hash as photo_hash')
      .where('instructors.id', 'in', ids)
      .where('instructors.deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('instructor_subjects')
      .innerJoin('subjects', 'subjects.id', 'instructor_subjects.subject_id')
      .select(['instructor_subjects.instructor_id', 'subjects.name as subject_name', 'subjects.slug as subject_slug', 'subjects.level as subject_level'])
      .where('instructor_subjects.instructor_id', 'in', ids)
      .orderBy('subjects.position')
      .execute(),
    db
      .selectFrom('course_instructors')
      .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
      .select((eb) => ['course_instructors.instructor_id', eb.fn.countAll<number>().as('courses')])
      .where('course_instructors.instructor_id', 'in', ids)
      .where('courses.status', '=', 'published')
      .groupBy('course_instructors.instructor_id')
      .execute(),
  ]);
  const cards = new Map(
    rows.map((row): [number, InstructorCard] => {
      const total = totals.find((t) => t.instructor_id === row.id);
      return [
        row.id,
        {
          slug: row.slug,
          name: row.name,
          title: row.title,
          qualifications: JSON.parse(row.qualifications) as string[],
          subjects: subjects.filter((s) => s.instructor_id === row.id).map(subjectRef),
          yearsTeaching: row.years_teaching,
          coursesCount: Number(total?.courses ?? 0),
          // Kept with the enrollments: a student in two of a mentor's published courses is one student of theirs.
          studentsCount: shownFigure(row.students_count),
          photoUrl: row.photo_hash ? mediaUrl(row.photo_hash, 'portrait') : imageUrl('mentor', row.slug),
        },
      ];
    }),
  );
  return inOrder(ids, cards);
}

export async function loadPostCards(db: Db, ids: number[]): Promise<PostCard[]> {
  if (ids.length === 0) return [];
  const [rows, tags] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .leftJoin('instructors', (join) => join.onRef('instructors.id', '=', 'blog_posts.author_id').on('instructors.deleted_at', 'is', null))
      .leftJoin('media', 'media.id', 'blog_posts.cover_media_id')
      .leftJoin('subjects', 'subjects.id', 'blog_posts.subject_id')
      .select([
        'blog_posts.id',
        'blog_posts.slug',
        'blog_posts.title',
        'blog_posts.excerpt',
        'blog_posts.category',
        'blog_posts.reading_minutes',
        'blog_posts.published_at',
        'instructors.slug as author_slug',
        'instructors.name as author_name',
        'subjects.name as subject_name',
        'subjects.slug as subject_slug',
        'subjects.level as subject_level',
        'media.hash as cover_hash',
      ])
      .where('blog_posts.id', 'in', ids)
      .where('blog_posts.status', '=', 'published')
      .execute(),
    db.selectFrom('post_tags').select(['post_id', 'tag']).where('post_id', 'in', ids).orderBy('post_id').orderBy('tag').execute(),
  ]);
  const cards = new Map(
    rows.map((row): [number, PostCard] => [
      row.id,
      {
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        category: row.category,
        tags: tags.filter((t) => t.post_id === row.id).map((t) => t.tag),
        author: row.author_slug && row.author_name ? { slug: row.author_slug, name: row.author_name } : null,
        subject: row.subject_name && row.subject_slug && row.subject_level ? subjectRef({ subject_name: row.subject_name, subject_slug: row.subject_slug, subject_level: row.subject_level }) : null,
        publishedAt: row.published_at ?? '',
        readingMinutes: row.reading_minutes,
        coverUrl: row.cover_hash ? mediaUrl(row.cover_hash, 'cover') : imageUrl('post', row.slug),
      },
    ]),
  );
  return inOrder(ids, cards);
}
