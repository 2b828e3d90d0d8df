import { describe, expect, it } from 'vitest';
import { courseCardSchema, instructorCardSchema, postCardSchema } from '../../contracts/catalogue-schemas';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { loadCourseCards, loadInstructorCards, loadPostCards } from './cards';

describe.each(testDatabaseKinds())('catalogue cards on %s', (kind) => {
  const t = useTestApp(kind);

  it('loads course cards in the order asked, with paper, mentors in order and no drafts', async () => {
    const rows = await t.db.selectFrom('courses').select(['id', 'slug', 'status']).orderBy('id').execute();
    const draft = rows.find((r) => r.status === 'draft')!;
    const published = rows
      .filter((r) => r.status === 'published')
      .slice(0, 3)
      .reverse();
    const cards = await loadCourseCards(t.db, [...published.map((r) => r.id), draft.id]);
    expect(cards.map((c) => c.slug)).toEqual(published.map((r) => r.slug));
    for (const card of cards) {
      courseCardSchema.parse(card);
      expect(card.instructors.length).toBeGreaterThan(0);
      expect(card.coverUrl).toBe(`/api/images/courses/${card.slug}.svg`);
    }
    const lead = await t.db
      .selectFrom('course_instructors')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select('instructors.slug')
      .where('course_id', '=', published[0]!.id)
      .where('course_instructors.position', '=', 1)
      .executeTakeFirstOrThrow();
    expect(cards[0]!.instructors[0]!.slug).toBe(lead.slug);
    expect(await loadCourseCards(t.db, [])).toEqual([]);
  });

  it('loads mentor cards with their papers and their published courses and students', async () => {
    const mentors = await t.db.selectFrom('instructors').select(['id', 'slug']).orderBy('position').execute();
    const cards = await loadInstructorCards(
      t.db,
      mentors.map((m) => m.id),
    );
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      instructorCardSchema.parse(card);
      expect(card.subjects.length).toBeGreaterThan(0);
      expect(card.coursesCount).toBeGreaterThan(0);
      const expected = await t.db
        .selectFrom('course_instructors')
        .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
        .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
        .select('courses.students_count')
        .where('instructors.slug', '=', card.slug)
        .where('courses.status', '=', 'published')
        .execute();
      expect(card.coursesCount).toBe(expected.length);
      // The seed enrols nobody, so no mentor has students enough to show (home/figures.api.test.ts counts them).
      expect(card.studentsCount).toBeNull();
    }
  });

  it('loads post cards with sorted tags, author and paper', async () => {
    const posts = await t.db.selectFrom('blog_posts').select(['id', 'slug']).orderBy('published_at', 'desc').execute();
    const cards = await loadPostCards(
      t.db,
      posts.map((p) => p.id),
    );
    expect(cards.map((c) => c.slug)).toEqual(posts.map((p) => p.slug));
    for (const card of cards) {
      postCardSchema.parse(card);
      expect(card.tags).toEqual([...card.tags].sort());
      expect(card.author).not.toBeNull();
    }
    expect(cards.find((c) => c.slug === 'isa-315-risk-assessment-in-practice')?.subject?.name).toBe('Audit & Assurance');
  });
});
