import { describe, expect, it } from 'vitest';
import { resourceListSchema } from '../../contracts/catalogue-schemas';
import { SUBJECT_NAMES } from '../../contracts/subjects';
import { moveFilesToStorage } from '../storage/move-files';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('resources API on %s', (kind) => {
  const t = useTestApp(kind);

  async function list(query = '') {
    const res = await t.request(`/api/resources${query}`);
    expect(res.status, query).toBe(200);
    return resourceListSchema.parse(await res.json()).resources;
  }

  it('lists one free key-facts PDF per paper, by paper in curriculum order, free files first', async () => {
    const resources = await list();
    const free = resources.filter((r) => r.access === 'public');
    expect(free.map((r) => r.subject.name)).toEqual([...SUBJECT_NAMES]);
    for (const r of free) {
      expect(r).toMatchObject({ mimeType: 'application/pdf', unlockedBy: null, downloadUrl: `/api/resources/${r.slug}/download` });
      expect(r.fileName).toMatch(/\.pdf$/);
      expect(r.sizeBytes).toBeGreaterThan(500);
    }
    const paperOrder = resources.map((r) => SUBJECT_NAMES.indexOf(r.subject.name as (typeof SUBJECT_NAMES)[number]));
    expect(paperOrder).toEqual([...paperOrder].sort((a, b) => a - b));
    for (const name of SUBJECT_NAMES) {
      const ofPaper = resources.filter((r) => r.subject.name === name);
      expect(ofPaper[0]?.access, name).toBe('public');
    }
  });

  it('names the published course that unlocks each enrolled-only file', async () => {
    const locked = await list('?access=enrolled');
    expect(locked.length).toBeGreaterThan(0);
    for (const r of locked) {
      expect(r.access).toBe('enrolled');
      expect(r.unlockedBy).not.toBeNull();
      const course = await t.db
        .selectFrom('resources')
        .innerJoin('courses', 'courses.id', 'resources.course_id')
        .select(['courses.slug', 'courses.title', 'courses.status'])
        .where('resources.slug', '=', r.slug)
        .executeTakeFirstOrThrow();
      expect(r.unlockedBy).toEqual({ slug: course.slug, title: course.title });
      expect(course.status).toBe('published');
    }
  });

  it('filters by paper, level and access together', async () => {
    const audit = await list('?subject=audit-assurance');
    expect(audit.map((r) => r.slug)).toEqual(['audit-assurance-key-facts', 'audit-assurance-study-planner']);
    const advancedFree = await list('?level=advanced&access=public');
    expect(advancedFree.map((r) => r.subject.name)).toEqual(['Corporate Reporting', 'Strategic Business Management and Leadership']);
    expect(await list('?subject=accounting&level=advanced')).toEqual([]);
  });

  it('refuses a bad access value and an unknown paper with stable codes', async () => {
    const bad = await t.request('/api/resources?access=everyone');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    const unknown = await t.request('/api/resources?subject=astrology');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('subject_not_found');
  });

  it('downloads a free file as a PDF attachment with its length', async () => {
    const res = await t.request('/api/resources/financial-management-key-facts/download', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="financial-management-key-facts.pdf"; filename*=UTF-8''financial-management-key-facts.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const stored = await t.db.selectFrom('resources').select('size_bytes').where('slug', '=', 'financial-management-key-facts').executeTakeFirstOrThrow();
    expect(bytes.byteLength).toBe(stored.size_bytes);
    expect(res.headers.get('content-length')).toBe(String(stored.size_bytes));
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('serves a file in byte ranges (206, 416), from its row and once moved to the storage layer', async () => {
    const path = '/api/resources/audit-assurance-key-facts/download';
    const { size_bytes: size } = await t.db.selectFrom('resources').select('size_bytes').where('slug', '=', 'audit-assurance-key-facts').executeTakeFirstOrThrow();
    const whole = new Uint8Array(await (await t.request(path)).arrayBuffer());
    const check = async () => {
      const part = await t.request(path, { headers: { Range: 'bytes=100-199', 'Accept-Encoding': 'gzip' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(part.headers.get('content-length')).toBe('100');
      expect(part.headers.get('content-encoding')).toBeNull();
      expect(part.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-assurance-key-facts.pdf"/);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
      // A cut download resumes from where it stopped.
      const rest = await t.request(path, { headers: { Range: `bytes=${size - 10}-` } });
      expect(rest.status).toBe(206);
      expect(new Uint8Array(await rest.arrayBuffer())).toEqual(whole.subarray(size - 10));
      const past = await t.request(path, { headers: { Range: `bytes=${size + 5}-${size + 10}` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
      const again = await t.request(path);
      expect(again.status).toBe(200);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(whole);
    };
    await check();
    expect((await moveFilesToStorage({ db: t.db, storage: t.services.storage })).resources).toBeGreaterThan(0);
    const row = await t.db.selectFrom('resources').select(['storage_key', 'content']).where('slug', '=', 'audit-assurance-key-facts').executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^resources\/[0-9a-f]{64}$/);
    expect(row.content.byteLength).toBe(0);
    await check();
  });

  it('refuses an enrolled-only file with resource_locked naming the course, signed in or not', async () => {
    const [locked] = await list('?subject=accounting&access=enrolled');
    const course = locked!.unlockedBy!;
    const visitor = await t.request(locked!.downloadUrl);
    expect(visitor.status).toBe(403);
    expect(await visitor.json()).toEqual({
      error: { code: 'resource_locked', message: `Enroll in ${course.title} to download this file.`, details: { course } },
    });
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    expect(browser.hasSession()).toBe(true);
    const student = await browser.call(locked!.downloadUrl);
    expect(student.status).toBe(403);
    expect(((await student.json()) as { error: { code: string } }).error.code).toBe('resource_locked');
  });

  it('answers 404 resource_not_found for an unknown file', async () => {
    const res = await t.request('/api/resources/no-such-file/download');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'resource_not_found', message: expect.any(String) } });
  });
});
