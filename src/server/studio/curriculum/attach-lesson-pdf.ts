import type { StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { keepBytes } from '../../storage/kept-files';
import { slugify } from '../slugs';
import type { CurriculumDeps } from './change-structure';
import { editLesson } from './edit-lesson';
import { dropUnusedFiles, ensureDraft } from './lesson-draft';
import { loadStudioLesson } from './load-studio-lesson';
import { isPdf, pdfFileName } from './pdf-bytes';

/**
 * Stores an uploaded PDF (checked by its first bytes: `lesson_pdf_invalid`;
 * the route caps the size) in the storage layer and makes it the draft's
 * file. Students get it when the lesson is published.
 */
export async function attachLessonPdf(
  deps: CurriculumDeps & Pick<Services, 'storage'>,
  { actor, courseId, lessonId, input, bytes }: { actor: Actor; courseId: number; lessonId: number; input: { version: number; name?: string | undefined }; bytes: Uint8Array },
): Promise<StudioLesson> {
  if (!isPdf(bytes)) throw new AppError('lesson_pdf_invalid');
  const key = await keepBytes(deps.storage, 'lesson-files', bytes, 'application/pdf');
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: input.version,
    change: async (trx, lesson) => {
      await ensureDraft(trx, lesson.id, actor);
      const draft = await trx.selectFrom('lesson_drafts').select('title').where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
      const file = await trx
        .insertInto('lesson_files')
        .values({ lesson_id: lesson.id, file_name: pdfFileName(input.name, slugify(draft.title)), size_bytes: bytes.byteLength, content: new Uint8Array(), storage_key: key, created_by: actor.email })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('lesson_drafts').set({ file_id: file.id, updated_at: new Date().toISOString(), updated_by: actor.email }).where('lesson_id', '=', lesson.id).execute();
      await dropUnusedFiles(trx, lesson.id);
    },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}

/** Takes the file off the lesson's draft (the published lesson keeps its file until the next publish). */
export async function detachLessonPdf(deps: CurriculumDeps, { actor, courseId, lessonId, version }: { actor: Actor; courseId: number; lessonId: number; version: number }): Promise<StudioLesson> {
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: version,
    change: async (trx, lesson) => {
      await ensureDraft(trx, lesson.id, actor);
      await trx.updateTable('lesson_drafts').set({ file_id: null, updated_at: new Date().toISOString(), updated_by: actor.email }).where('lesson_id', '=', lesson.id).execute();
      await dropUnusedFiles(trx, lesson.id);
    },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}
