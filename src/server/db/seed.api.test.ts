import { describe, expect, it } from 'vitest';
import { SUBJECT_NAMES } from '../../contracts/subjects';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';
import { matchingCourseIds, searchTerms, words } from '../catalogue/search-index';
import { lessonMaterial } from './seed/lesson-material';
import { COURSE_SEEDS } from './seed/seed-courses';

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('fills an empty database, and a second run adds nothing', async () => {
    const first = await seedDatabase(t.db);
    // New courses carry their lesson material from the start, so there is nothing left to fill.
    expect(first).toMatchObject({ subjects: SUBJECT_NAMES.length, instructors: 6, pages: 3, lessonMaterial: 0 });
    expect(first.courses).toBeGreaterThanOrEqual(2 * SUBJECT_NAMES.length);
    expect(first.posts).toBeGreaterThanOrEqual(12);
    expect(first.resources).toBeGreaterThanOrEqual(SUBJECT_NAMES.length);
    const areas = await t.db
      .selectFrom('syllabus_areas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDatabase(t.db)).toEqual({ subjects: 0, instructors: 0, courses: 0, posts: 0, pages: 0, resources: 0, commerce: 0, lessonMaterial: 0, questions: 0, questionRevisions: 0 });
    const subjects = await t.db
      .selectFrom('subjects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const areasAfter = await t.db
      .selectFrom('syllabus_areas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(subjects.n)).toBe(SUBJECT_NAMES.length);
    expect(Number(areasAfter.n)).toBe(Number(areas.n));
  });

  it('gives every text and PDF lesson its material, and PDF lessons a real PDF file', async () => {
    const lessons = await lessonRows();
    const needing = lessons.filter((l) => l.kind !== 'video');
    expect(needing.length).toBe(COURSE_SEEDS.flatMap((c) => c.sections.flatMap((s) => s.lessons)).filter((l) => l.kind !== 'video').length);
    for (const lesson of needing) {
      expect(lesson.body?.length, `${lesson.slug} / ${lesson.title}`).toBeGreaterThan(40);
      expect(lesson.video_url).toBeNull();
    }
    for (const lesson of lessons.filter((l) => l.kind === 'pdf')) {
      expect(lesson.file_name).toMatch(/\.pdf$/);
      const bytes = new Uint8Array(lesson.file_content!);
      expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
      expect(bytes).toEqual(new Uint8Array(lessonMaterial(lesson.slug, lesson)!.fileContent!));
    }
    for (const lesson of lessons.filter((l) => l.kind !== 'pdf')) expect(lesson.file_content).toBeNull();
  });

  it('fills the material of lessons seeded before it existed, never replaces an admin’s text, and a second run changes nothing', async () => {
    const edited = (await lessonRows()).find((l) => l.kind === 'text')!;
    // A database seeded before lesson material existed: every lesson empty, except one an admin has written.
    await t.db.updateTable('lessons').set({ body: null, file_name: null, file_content: null }).execute();
    await t.db.updateTable('lessons').set({ body: 'Our own notes for this lesson.' }).where('id', '=', edited.id).execute();
    const expected = COURSE_SEEDS.flatMap((c) => c.sections.flatMap((s) => s.lessons.filter((l) => lessonMaterial(c.slug, l) !== null))).length;

    const report = await seedDatabase(t.db);
    expect(report.lessonMaterial).toBe(expected - 1);
    const after = await lessonRows();
    expect(after.find((l) => l.id === edited.id)!.body).toBe('Our own notes for this lesson.');
    for (const lesson of after.filter((l) => l.kind !== 'video' && l.id !== edited.id)) expect(lesson.body, lesson.title).toEqual(lessonMaterial(lesson.slug, lesson)!.body);
    for (const lesson of after.filter((l) => l.kind === 'pdf')) expect(new Uint8Array(lesson.file_content!)).toEqual(new Uint8Array(lessonMaterial(lesson.slug, lesson)!.fileContent!));

    expect((await seedDatabase(t.db)).lessonMaterial).toBe(0);
    expect(await lessonRows()).toEqual(after);
  });

  it('ties posts about one paper to it, and writes no invented figures', async () => {
    const posts = await t.db.selectFrom('blog_posts').leftJoin('subjects', 'subjects.id', 'blog_posts.subject_id').select(['blog_posts.slug', 'subjects.name']).execute();
    expect(posts.find((p) => p.slug === 'ifrs-16-lease-journal-entries')?.name).toBe('Financial Accounting & Reporting');
    expect(posts.find((p) => p.slug === 'staying-well-during-exam-season')?.name).toBeNull();
    // The seed invents no figures: every course's students are counted from enrollments.
    const counted = await t.db.selectFrom('courses').select('students_count').where('students_count', '<>', 0).execute();
    expect(counted).toEqual([]);
    const version = await t.db.selectFrom('cache_versions').select('version').where('area', '=', 'catalogue').executeTakeFirst();
    expect(version?.version).toBeGreaterThanOrEqual(1);
  });

  it('has the demo catalogue the product promises: two published courses per paper, free, paid and on sale', async () => {
    const courses = await t.db
      .selectFrom('courses')
      .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
      .select(['subjects.name', 'courses.status', 'courses.price_paisa', 'courses.sale_price_paisa', 'courses.lessons_count', 'courses.slug'])
      .execute();
    for (const name of SUBJECT_NAMES) {
      expect(courses.filter((c) => c.name === name && c.status === 'published').length, name).toBeGreaterThanOrEqual(2);
    }
    const published = courses.filter((c) => c.status === 'published');
    expect(published.some((c) => c.price_paisa === 0)).toBe(true);
    expect(published.some((c) => c.price_paisa > 0 && c.sale_price_paisa === null)).toBe(true);
    expect(published.some((c) => c.sale_price_paisa !== null && c.sale_price_paisa < c.price_paisa)).toBe(true);
    for (const c of courses) {
      const lessons = await t.db
        .selectFrom('lessons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', await courseId(c.slug))
        .executeTakeFirstOrThrow();
      expect(Number(lessons.n), c.slug).toBe(c.lessons_count);
    }
    const mentors = await t.db.selectFrom('course_instructors').select('course_id').distinct().execute();
    expect(mentors).toHaveLength(courses.length);
    const resource = await t.db.selectFrom('resources').selectAll().where('access', '=', 'public').executeTakeFirstOrThrow();
    expect(new TextDecoder().decode(resource.content.slice(0, 8))).toBe('%PDF-1.4');
    expect(resource.size_bytes).toBe(resource.content.byteLength);
  });

  it('indexes every course for search, the same way on both databases', async () => {
    const courses = await t.db.selectFrom('courses').select('id').execute();
    const search = async (q: string) => (await matchingCourseIds(t.db, searchTerms(q)).execute(t.db)).rows.map((r) => Number(r.course_id)).sort((a, b) => a - b);
    const indexed = await t.db.selectFrom('course_search').select('course_id').execute();
    expect(indexed).toHaveLength(courses.length);
    const ifrs = await search('IFRS');
    expect(ifrs.length).toBeGreaterThan(0);
    const consol = await search('consol');
    expect(consol.length).toBeGreaterThan(0);
    expect(await search('"; drop table courses; --')).toEqual([]);
    const farhana = await search('farhana rahman');
    const byMentor = await t.db
      .selectFrom('course_instructors')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select('course_instructors.course_id')
      .where('instructors.slug', '=', 'farhana-rahman')
      .execute();
    expect(farhana).toEqual(byMentor.map((r) => r.course_id).sort((a, b) => a - b));

    // Against a reference in plain code: every word of the search is a prefix of a word of the document.
    const documents = await Promise.all(
      courses.map(async ({ id }) => {
        const c = await t.db
          .selectFrom('courses')
          .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
          .select(['courses.title', 'courses.summary', 'courses.description', 'subjects.name'])
          .where('courses.id', '=', id)
          .executeTakeFirstOrThrow();
        const names = await t.db
          .selectFrom('course_instructors')
          .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
          .select('instructors.name')
          .where('course_id', '=', id)
          .execute();
        const lessons = await t.db.selectFrom('lessons').select('title').where('course_id', '=', id).execute();
        return { id, words: words([c.title, c.name, c.summary, c.description, ...names.map((n) => n.name), ...lessons.map((l) => l.title)].join(' ')) };
      }),
    );
    for (const q of ['IFRS 16', 'consolidation', 'vat', 'isa 315', 'double entry', 'Income Tax Act 2023', 'case study', 'wacc npv', 'nothing-matches-this']) {
      const terms = searchTerms(q);
      const expected = documents
        .filter((d) => terms.every((term) => d.words.some((w) => w.startsWith(term))))
        .map((d) => d.id)
        .sort((a, b) => a - b);
      expect(await search(q), q).toEqual(expected);
    }
  });

  it('leaves an admin’s edit alone on the next start', async () => {
    await t.db.updateTable('subjects').set({ pass_mark_percent: 55 }).where('slug', '=', 'accounting').execute();
    await seedDatabase(t.db);
    const row = await t.db.selectFrom('subjects').select('pass_mark_percent').where('slug', '=', 'accounting').executeTakeFirstOrThrow();
    expect(row.pass_mark_percent).toBe(55);
  });

  async function lessonRows() {
    return t.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.title', 'lessons.kind', 'lessons.body', 'lessons.video_url', 'lessons.file_name', 'lessons.file_content', 'courses.slug'])
      .orderBy('lessons.id')
      .execute();
  }

  async function courseId(slug: string): Promise<number> {
    return (await t.db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }

  it('is already at the latest migration, so migrating again applies nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('stores timestamps as ISO strings on both databases', async () => {
    const row = await t.db.selectFrom('subjects').select(['created_at', 'updated_at']).executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('enforces foreign keys', async () => {
    await expect(t.db.insertInto('syllabus_areas').values({ subject_id: 999_999, position: 1, name: 'x', summary: 'x', weighting_percent: null }).execute()).rejects.toThrow();
  });
});
