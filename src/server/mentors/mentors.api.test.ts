import { describe, expect, it } from 'vitest';
import { instructorDetailSchema, instructorListSchema } from '../../contracts/catalogue-schemas';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('mentors API on %s', (kind) => {
  const t = useTestApp(kind);

  async function list(query = '') {
    const res = await t.request(`/api/mentors${query}`);
    expect(res.status, query).toBe(200);
    return instructorListSchema.parse(await res.json()).instructors;
  }

  it('lists the six mentors in their set order with portraits and papers', async () => {
    const mentors = await list();
    const expected = await t.db.selectFrom('instructors').select('slug').orderBy('position').execute();
    expect(mentors.map((m) => m.slug)).toEqual(expected.map((r) => r.slug));
    expect(mentors).toHaveLength(6);
    expect(mentors[0]).toMatchObject({ slug: 'farhana-rahman', name: 'Farhana Rahman', qualifications: ['FCA'], photoUrl: '/api/images/mentors/farhana-rahman.svg' });
    expect(mentors[0]!.subjects.map((s) => s.name)).toEqual(['Accounting', 'Financial Accounting & Reporting', 'Corporate Reporting']);
  });

  it('keeps only the mentors who teach a paper, or a level', async () => {
    const audit = await list('?subject=audit-assurance');
    expect(audit.map((m) => m.slug)).toEqual(['tanvir-ahmed']);
    const btf = await list('?subject=business-technology-finance');
    expect(btf.map((m) => m.slug)).toEqual(['shirin-akter', 'kamal-uddin']);
    for (const m of btf) expect(m.subjects.map((s) => s.slug)).toContain('business-technology-finance');
    const advanced = await list('?level=advanced');
    expect(advanced.map((m) => m.slug).sort()).toEqual(['farhana-rahman', 'kamal-uddin']);
    expect(await list('?subject=corporate-reporting&level=certificate')).toEqual((await list('?subject=corporate-reporting')).filter((m) => m.subjects.some((s) => s.level === 'certificate')));
  });

  it('refuses an unknown paper and a bad level with stable codes', async () => {
    const unknown = await t.request('/api/mentors?subject=astrology');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'subject_not_found', message: expect.any(String) } });
    const bad = await t.request('/api/mentors?level=expert');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  it('shows a mentor with bio, links, and only their published courses and posts, newest first', async () => {
    const res = await t.request('/api/mentors/farhana-rahman');
    expect(res.status).toBe(200);
    const mentor = instructorDetailSchema.parse(await res.json());
    expect(mentor.bio).toContain('Big Four');
    // The seed invents no profile links: a mentor's links are the ones an admin enters (shown below).
    expect(mentor.social).toEqual({});

    const taught = await t.db
      .selectFrom('course_instructors')
      .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select(['courses.slug', 'courses.status', 'courses.published_at'])
      .where('instructors.slug', '=', 'farhana-rahman')
      .execute();
    const published = taught.filter((c) => c.status === 'published');
    expect(
      taught.some((c) => c.status === 'draft'),
      'the seed gives her a draft course',
    ).toBe(true);
    expect(mentor.courses.map((c) => c.slug).sort()).toEqual(published.map((c) => c.slug).sort());
    expect(mentor.courses.map((c) => c.slug)).not.toContain('accounting-question-bank-mock-exams');
    expect(mentor.coursesCount).toBe(published.length);
    const dates = mentor.courses.map((c) => c.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const course of mentor.courses) expect(course.instructors.map((i) => i.slug)).toContain('farhana-rahman');

    expect(mentor.posts.map((p) => p.slug).sort()).toEqual(['common-consolidation-mistakes', 'ifrs-16-lease-journal-entries']);
    const postDates = mentor.posts.map((p) => p.publishedAt);
    expect(postDates).toEqual([...postDates].sort().reverse());
    for (const post of mentor.posts) expect(post.author?.slug).toBe('farhana-rahman');
  });

  it('leaves out draft posts and links that are not web addresses', async () => {
    const mentor = await t.db.selectFrom('instructors').select('id').where('slug', '=', 'tanvir-ahmed').executeTakeFirstOrThrow();
    await t.db
      .updateTable('instructors')
      .set({ social: JSON.stringify({ linkedin: 'javascript:alert(1)', website: 'https://example.com/tanvir', youtube: 42 }) })
      .where('id', '=', mentor.id)
      .execute();
    await t.db.updateTable('blog_posts').set({ status: 'draft' }).where('slug', '=', 'going-concern-isa-570-exam-answers').execute();
    await t.services.catalogueCache.invalidate();
    const detail = instructorDetailSchema.parse(await (await t.request('/api/mentors/tanvir-ahmed')).json());
    expect(detail.social).toEqual({ website: 'https://example.com/tanvir' });
    expect(detail.posts.map((p) => p.slug)).toEqual(['isa-315-risk-assessment-in-practice']);
  });

  it('answers 404 mentor_not_found for an unknown slug', async () => {
    const res = await t.request('/api/mentors/sample');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'mentor_not_found', message: expect.any(String) } });
  });
});
