import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { InstructorDetail, InstructorList, PostDetail } from '../../../contracts/catalogue-schemas';
import type { StudioMentor, StudioMentorRow, UploadedMedia } from '../../../contracts/studio-content-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string; details?: unknown } };

describe.each(testDatabaseKinds())('studio mentors on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  const fields = ({ id: _i, photo: _p, publicPath: _pp, updatedAt: _u, deletedAt: _d, ...rest }: StudioMentor) => rest;

  async function newMentor(browser: Browser, name: string): Promise<StudioMentor> {
    const res = await browser.call('/api/admin/studio/mentors', { body: { name } });
    expect(res.status).toBe(201);
    return (await res.json()) as StudioMentor;
  }

  it('adds a mentor who shows on the public list at once, and saves every field', async () => {
    const browser = await admin();
    const reader = new Browser(t.request);
    const before = (await (await reader.call('/api/mentors')).json()) as InstructorList;
    const mentor = await newMentor(browser, 'Nasrin Sultana FCA');
    expect(mentor).toMatchObject({ slug: 'nasrin-sultana-fca', version: 1, photo: null });
    const after = (await (await reader.call('/api/mentors')).json()) as InstructorList;
    expect(after.instructors.length).toBe(before.instructors.length + 1);

    const subject = await t.db.selectFrom('subjects').select('id').orderBy('position').executeTakeFirstOrThrow();
    const saved = await browser.call(`/api/admin/studio/mentors/${mentor.id}`, {
      method: 'PUT',
      body: {
        ...fields(mentor),
        title: 'Tax partner',
        qualifications: ['FCA', 'MBA'],
        bio: 'Teaches **tax**.',
        yearsTeaching: 12,
        social: { linkedin: 'https://www.linkedin.com/in/nasrin' },
        subjectIds: [subject.id, subject.id],
      },
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as StudioMentor;
    expect(body).toMatchObject({
      version: 2,
      title: 'Tax partner',
      qualifications: ['FCA', 'MBA'],
      yearsTeaching: 12,
      subjectIds: [subject.id],
      social: { linkedin: 'https://www.linkedin.com/in/nasrin' },
    });
    const profile = (await (await reader.call(`/api/mentors/${mentor.slug}`)).json()) as InstructorDetail;
    expect(profile).toMatchObject({ title: 'Tax partner', bio: 'Teaches **tax**.', yearsTeaching: 12 });
    expect(profile.photoUrl).toBe(`/api/images/mentors/${mentor.slug}.svg`);

    // An uploaded photo replaces the drawn portrait everywhere the mentor is shown.
    const png = new Uint8Array(
      await sharp({ create: { width: 600, height: 800, channels: 3, background: '#345' } })
        .png()
        .toBuffer(),
    );
    const media = (await (await browser.send('/api/admin/studio/media', { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: png })).json()) as UploadedMedia;
    const withPhoto = await browser.call(`/api/admin/studio/mentors/${mentor.id}`, { method: 'PUT', body: { ...fields(body), photoMediaId: media.id } });
    expect(((await withPhoto.json()) as StudioMentor).photo?.url).toBe(`/api/media/${media.hash}/portrait.webp`);
    const listed = (await (await reader.call('/api/mentors')).json()) as InstructorList;
    expect(listed.instructors.find((m) => m.slug === mentor.slug)?.photoUrl).toBe(`/api/media/${media.hash}/portrait.webp`);
  });

  it('refuses social links that are not https addresses, bad numbers and a stale version', async () => {
    const browser = await admin();
    const mentor = await newMentor(browser, 'Validation Mentor');
    const bad = await browser.call(`/api/admin/studio/mentors/${mentor.id}`, {
      method: 'PUT',
      body: { ...fields(mentor), social: { facebook: 'javascript:alert(1)', website: 'http://plain.example.com' }, yearsTeaching: -1, name: '' },
    });
    expect(bad.status).toBe(400);
    const error = ((await bad.json()) as { error: { code: string; details: { path: string }[] } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d) => d.path).sort()).toEqual(['name', 'social.facebook', 'social.website', 'yearsTeaching']);

    expect((await browser.call(`/api/admin/studio/mentors/${mentor.id}`, { method: 'PUT', body: fields(mentor) })).status).toBe(200);
    const stale = await browser.call(`/api/admin/studio/mentors/${mentor.id}`, { method: 'PUT', body: fields(mentor) });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorJson).error).toMatchObject({ code: 'edit_conflict', details: { currentVersion: 2 } });
  });

  it('keeps the old address after a slug change: 301 from the API and the page', async () => {
    const browser = await admin();
    const mentor = await newMentor(browser, 'Old Mentor Name');
    const res = await browser.call(`/api/admin/studio/mentors/${mentor.id}`, { method: 'PUT', body: { ...fields(mentor), slug: 'new-mentor-name' } });
    expect(res.status).toBe(200);
    const old = await new Browser(t.request).call(`/api/mentors/${mentor.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/mentors/new-mentor-name');
    const page = await t.request(`/instructor-detail/${mentor.slug}`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/instructor-detail/new-mentor-name');
  });

  it('refuses to delete a mentor who teaches a course (mentor_has_courses); deletes others softly, hidden everywhere public but kept for their posts', async () => {
    const browser = await admin();
    const teaching = await t.db.selectFrom('course_instructors').select('instructor_id').executeTakeFirstOrThrow();
    const current = (await (await browser.call(`/api/admin/studio/mentors/${teaching.instructor_id}`)).json()) as StudioMentor;
    const refused = await browser.call(`/api/admin/studio/mentors/${current.id}/delete`, { body: { version: current.version } });
    expect(refused.status).toBe(409);
    const error = ((await refused.json()) as { error: { code: string; details: { courses: { id: number }[] } } }).error;
    expect(error.code).toBe('mentor_has_courses');
    expect(error.details.courses.length).toBeGreaterThan(0);

    // A mentor who wrote a published post but teaches nothing.
    const mentor = await newMentor(browser, 'Author Only');
    const post = await t.db.selectFrom('blog_posts').select(['id', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('blog_posts').set({ author_id: mentor.id }).where('id', '=', post.id).execute();
    await t.services.catalogueCache.invalidate();
    const deleted = await browser.call(`/api/admin/studio/mentors/${mentor.id}/delete`, { body: { version: mentor.version } });
    expect(deleted.status).toBe(200);
    const reader = new Browser(t.request);
    expect((await reader.call(`/api/mentors/${mentor.slug}`)).status).toBe(404);
    const list = (await (await reader.call('/api/mentors')).json()) as InstructorList;
    expect(list.instructors.map((m) => m.slug)).not.toContain(mentor.slug);
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain(`/instructor-detail/${mentor.slug}<`);
    const courses = (await (await reader.call('/api/courses')).json()) as { facets: { instructor: { value: string }[] } };
    expect(courses.facets.instructor.map((f) => f.value)).not.toContain(mentor.slug);
    const postRes = await reader.call(`/api/posts/${post.slug}`);
    expect(postRes.status).toBe(200);
    expect(((await postRes.json()) as PostDetail).authorProfile).toBeNull();
    expect((await t.db.selectFrom('blog_posts').select('author_id').where('id', '=', post.id).executeTakeFirstOrThrow()).author_id).toBe(mentor.id);

    const rows = async (status: string) => ((await (await browser.call(`/api/admin/studio/mentors?status=${status}`)).json()) as { mentors: StudioMentorRow[] }).mentors.map((m) => m.id);
    expect(await rows('active')).not.toContain(mentor.id);
    expect(await rows('deleted')).toContain(mentor.id);
    const restored = await browser.call(`/api/admin/studio/mentors/${mentor.id}/restore`, { body: { version: mentor.version + 1 } });
    expect(restored.status).toBe(200);
    expect((await reader.call(`/api/mentors/${mentor.slug}`)).status).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'mentor').where('target_id', '=', String(mentor.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content.created', 'content.deleted', 'content.restored']);
  });
});
