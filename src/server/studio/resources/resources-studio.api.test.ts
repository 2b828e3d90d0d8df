import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../contracts/catalogue-schemas';
import type { StudioResource } from '../../../contracts/studio-content-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string; details?: unknown } };

const bytes = (text: string, size = text.length) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text));
  return out as Uint8Array<ArrayBuffer>;
};
const PDF = bytes('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
/** The start of an Office file: a ZIP whose entries name the content types and the workbook or document. */
const office = (part: string) => bytes(`PK\u0003\u0004\u0014\u0000[Content_Types].xml...PK\u0003\u0004${part}`);

describe.each(testDatabaseKinds())('studio resources on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  const subjectId = async () => (await t.db.selectFrom('subjects').select('id').orderBy('position').executeTakeFirstOrThrow()).id;

  async function upload(browser: Browser, query: Record<string, string | number>, body: Uint8Array<ArrayBuffer>) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return browser.send(`/api/admin/studio/resources?${qs}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body });
  }

  it('uploads a PDF that the public list shows and downloads at once; edits and replaces it at the same address', async () => {
    const browser = await admin();
    const res = await upload(browser, { title: 'Tax rates 2026', subjectId: await subjectId(), access: 'public', fileName: 'rates.pdf', description: 'Every slab.' }, PDF);
    expect(res.status).toBe(201);
    const file = (await res.json()) as StudioResource;
    expect(file).toMatchObject({ slug: 'tax-rates-2026', mimeType: 'application/pdf', sizeBytes: PDF.byteLength, version: 1, access: 'public', courseId: null });
    const reader = new Browser(t.request);
    const listed = (await (await reader.call('/api/resources')).json()) as { resources: Resource[] };
    expect(listed.resources.map((r) => r.slug)).toContain(file.slug);
    const download = await reader.call(file.downloadUrl);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    const course = await t.db.selectFrom('courses').select('id').where('status', '=', 'published').executeTakeFirstOrThrow();
    const edited = await browser.call(`/api/admin/studio/resources/${file.id}`, {
      method: 'PUT',
      body: { version: 1, title: 'Tax rates', description: '', subjectId: file.subjectId, access: 'enrolled', courseId: course.id },
    });
    expect(edited.status).toBe(200);
    expect((await reader.call(file.downloadUrl)).status).toBe(403);

    const sheet = office('xl/workbook.xml');
    const replaced = await browser.send(`/api/admin/studio/resources/${file.id}/file?fileName=rates.xlsx&version=2`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: sheet,
    });
    expect(replaced.status).toBe(200);
    expect((await replaced.json()) as StudioResource).toMatchObject({
      slug: file.slug,
      fileName: 'rates.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      version: 3,
    });
    const stale = await browser.send(`/api/admin/studio/resources/${file.id}/file?fileName=rates.pdf&version=2`, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: PDF });
    expect(((await stale.json()) as ErrorJson).error).toMatchObject({ code: 'edit_conflict', details: { currentVersion: 3 } });
  });

  it('checks the type by the bytes and the name: a renamed program, a PDF called .docx and an unknown ZIP are refused; Word files pass', async () => {
    const browser = await admin();
    const query = { title: 'Checked', subjectId: await subjectId(), access: 'public' };
    const exe = bytes('MZ\u0090\u0000 This program cannot be run in DOS mode', 512);
    const cases: [string, Uint8Array<ArrayBuffer>, number][] = [
      ['notes.pdf', exe, 415],
      ['notes.docx', PDF, 415],
      ['archive.xlsx', bytes('PK\u0003\u0004 some zip'), 415],
      ['letter.docx', office('word/document.xml'), 201],
    ];
    for (const [fileName, body, status] of cases) {
      const res = await upload(browser, { ...query, fileName }, body);
      expect(res.status, fileName).toBe(status);
      if (status === 415) expect(((await res.json()) as ErrorJson).error.code).toBe('file_type_not_allowed');
    }
  });

  it('refuses a file over 20 MB, missing fields and an enrolled-only file without its course, keeping nothing', async () => {
    const browser = await admin();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('resources')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await upload(browser, { title: 'Big', subjectId: await subjectId(), access: 'public', fileName: 'big.pdf' }, big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as ErrorJson).error.code).toBe('file_too_large');
    const missing = await upload(browser, { subjectId: 'x', access: 'everyone', fileName: 'a.pdf' }, PDF);
    const error = ((await missing.json()) as { error: { code: string; details: { path: string }[] } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d) => d.path).sort()).toEqual(['access', 'subjectId', 'title']);
    const noCourse = await upload(browser, { title: 'Locked', subjectId: await subjectId(), access: 'enrolled', fileName: 'a.pdf' }, PDF);
    expect(((await noCourse.json()) as ErrorJson).error).toMatchObject({ code: 'validation_failed', details: [{ path: 'courseId' }] });
    expect(await count()).toBe(before);
  });

  it('deletes softly: off the public list and download, kept with its bytes, restorable, audited', async () => {
    const browser = await admin();
    const file = (await (await upload(browser, { title: 'Short lived file', subjectId: await subjectId(), access: 'public', fileName: 'a.pdf' }, PDF)).json()) as StudioResource;
    const deleted = await browser.call(`/api/admin/studio/resources/${file.id}/delete`, { body: { version: file.version } });
    expect(deleted.status).toBe(200);
    const reader = new Browser(t.request);
    expect((await reader.call(file.downloadUrl)).status).toBe(404);
    const listed = (await (await reader.call('/api/resources')).json()) as { resources: Resource[] };
    expect(listed.resources.map((r) => r.slug)).not.toContain(file.slug);
    const studio = (await (await browser.call('/api/admin/studio/resources?status=deleted')).json()) as { resources: StudioResource[] };
    expect(studio.resources.map((r) => r.id)).toContain(file.id);
    expect((await browser.call(`/api/admin/studio/resources/${file.id}/restore`, { body: { version: file.version + 1 } })).status).toBe(200);
    expect((await reader.call(file.downloadUrl)).status).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'resource').where('target_id', '=', String(file.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content.created', 'content.deleted', 'content.restored']);
  });
});
