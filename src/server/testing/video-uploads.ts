import { VIDEO_UPLOADS_PATH } from '../../contracts/studio-video-schemas';
import type { Db } from '../db/database';
import type { Browser } from './auth-helpers';
import { insertSubject } from './factories';

/** The resumable upload endpoint's address, as a tus client is given it. */
export const UPLOADS_URL = `/api${VIDEO_UPLOADS_PATH}`;

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Upload-Metadata as tus writes it: `key base64(value)` pairs. */
export function uploadMetadata(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${b64(String(value))}`)
    .join(',');
}

/** POST: creates an upload of `size` bytes for a lesson (tus creation); the answer carries Location. */
export function createUpload(
  browser: Browser,
  { courseId, lessonId, size, filename = 'lecture.mp4', filetype = 'video/mp4' }: { courseId: number; lessonId: number; size: number; filename?: string; filetype?: string },
) {
  return browser.send(UPLOADS_URL, {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': uploadMetadata({ courseId, lessonId, filename, filetype }) },
  });
}

/** PATCH: sends bytes from `offset` (tus core). */
export function sendBytes(browser: Browser, location: string, offset: number, bytes: Uint8Array) {
  return browser.send(location, {
    method: 'PATCH',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes) as Uint8Array<ArrayBuffer>,
  });
}

/** HEAD: how many bytes the server has (tus core). */
export function askOffset(browser: Browser, location: string) {
  return browser.send(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
}

/** Creates an upload and sends the whole file in one PATCH: the answer to that PATCH (the finish's). */
export async function uploadWhole(browser: Browser, target: { courseId: number; lessonId: number; filename?: string }, bytes: Uint8Array): Promise<Response> {
  const created = await createUpload(browser, { ...target, size: bytes.byteLength });
  if (created.status !== 201) throw new Error(`creating the upload failed: ${created.status} ${await created.text()}`);
  return sendBytes(browser, created.headers.get('location')!, 0, bytes);
}

/** A draft course of its own with one section, as the course editor and the curriculum builder make them. */
export async function courseWithSection(db: Db): Promise<{ courseId: number; sectionId: number }> {
  const subject = await insertSubject(db);
  const course = await db
    .insertInto('courses')
    .values({
      slug: `${subject.slug}-videos`,
      title: 'Lectures on video',
      subject_id: subject.id,
      summary: 'Built by a test.',
      description: 'Built by a test.',
      outcomes: '[]',
      requirements: '[]',
      language: 'English',
      price_paisa: 100_00,
      sale_price_paisa: null,
      access_days: null,
      access_until: null,
      status: 'draft',
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db.insertInto('course_sections').values({ course_id: course.id, position: 1, title: 'Lectures' }).returning('id').executeTakeFirstOrThrow();
  return { courseId: course.id, sectionId: section.id };
}

/** Adds a lesson through the curriculum builder (as an admin does) and answers its id. */
export async function addLesson(
  browser: Browser,
  db: Db,
  { courseId, sectionId, title = 'Recorded lecture', kind = 'video' }: { courseId: number; sectionId: number; title?: string; kind?: 'video' | 'text' | 'pdf' },
): Promise<number> {
  const { curriculum_version } = await db.selectFrom('courses').select('curriculum_version').where('id', '=', courseId).executeTakeFirstOrThrow();
  const res = await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons`, { body: { curriculumVersion: curriculum_version, sectionId, title, kind } });
  if (res.status !== 201) throw new Error(`adding a lesson failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
