import { z } from 'zod';
import { recordIdSchema } from './record-id-schemas';
import { versionSchema } from './studio-schemas';

/** A lesson PDF's upper size; the upload route counts the body as it streams in. */
export const LESSON_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** A text lesson's Markdown, kept well inside the API's 64 kB JSON body. */
export const LESSON_BODY_MAX_CHARS = 50_000;

export const lessonKinds = ['video', 'text', 'pdf'] as const;
export const lessonKindSchema = z.enum(lessonKinds);
export type LessonKind = z.infer<typeof lessonKindSchema>;

const title = z.string().trim().min(1).max(200);
const id = recordIdSchema();

/**
 * Where a lesson stands for students: `draft` (never published, students do
 * not see it), `published` (what they see is what the editor shows) or
 * `changed` (published, with unpublished edits).
 */
export const lessonStateSchema = z.enum(['draft', 'published', 'changed']);
export type LessonState = z.infer<typeof lessonStateSchema>;

export const curriculumLessonSchema = z.object({
  id: z.number().int(),
  /** The draft's title when there are edits, otherwise the published one. */
  title: z.string(),
  kind: lessonKindSchema,
  durationMinutes: z.number().int(),
  freePreview: z.boolean(),
  state: lessonStateSchema,
});
export type CurriculumLesson = z.infer<typeof curriculumLessonSchema>;

export const curriculumSectionSchema = z.object({ id: z.number().int(), title: z.string(), lessons: z.array(curriculumLessonSchema) });
export type CurriculumSection = z.infer<typeof curriculumSectionSchema>;

/** A course's curriculum as the builder edits it; `curriculumVersion` is sent back with every structural change. */
export const curriculumSchema = z.object({
  course: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), status: z.enum(['draft', 'published']) }),
  curriculumVersion: z.number().int(),
  sections: z.array(curriculumSectionSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

const structural = { curriculumVersion: versionSchema };

export const sectionBodySchema = z.object({ ...structural, title });
export type SectionBody = z.infer<typeof sectionBodySchema>;

/**
 * The whole order in one request: every section of the course and, in each,
 * its lessons (a lesson listed under another section moves there). The sets
 * must be exactly the course's sections and lessons.
 */
export const curriculumOrderSchema = z.object({
  ...structural,
  sections: z.array(z.object({ id, lessonIds: z.array(id).max(500) })).max(100),
});
export type CurriculumOrder = z.infer<typeof curriculumOrderSchema>;

export const newLessonSchema = z.object({ ...structural, sectionId: id, title, kind: lessonKindSchema });
export type NewLesson = z.infer<typeof newLessonSchema>;

export const structuralVersionQuerySchema = z.object({ curriculumVersion: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What an admin edits of a lesson; the PDF is uploaded on its own. An empty video address is allowed while drafting. */
export const lessonDraftFieldsSchema = z.object({
  title,
  kind: lessonKindSchema,
  body: z.string().max(LESSON_BODY_MAX_CHARS),
  videoUrl: z.string().trim().max(500),
  durationMinutes: z.number().int().min(0).max(600),
  freePreview: z.boolean(),
});
export type LessonDraftFields = z.infer<typeof lessonDraftFieldsSchema>;

export const lessonDraftBodySchema = lessonDraftFieldsSchema.extend({ version: versionSchema });
export type LessonDraftBody = z.infer<typeof lessonDraftBodySchema>;

export const lessonVersionBodySchema = z.object({ version: versionSchema });
export const restoreLessonSchema = z.object({ version: versionSchema, fromVersion: versionSchema });
export const lessonVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
  /** The file's name as the admin's computer had it; only its last part is kept. */
  name: z.string().trim().min(1).max(200).optional(),
});

export const lessonFileSchema = z.object({ name: z.string(), sizeBytes: z.number().int() });

export const lessonHistoryEntrySchema = z.object({
  version: z.number().int(),
  title: z.string(),
  kind: lessonKindSchema,
  durationMinutes: z.number().int(),
  freePreview: z.boolean(),
  fileName: z.string().nullable(),
  /** The uploaded video this version plays (null: a link, or none). */
  videoAssetId: z.number().int().nullable(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});
export type LessonHistoryEntry = z.infer<typeof lessonHistoryEntrySchema>;

/** One lesson in the editor: its draft (the published state when there are no edits), where it stands, and its published versions, newest first. */
export const studioLessonSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  version: z.number().int(),
  state: lessonStateSchema,
  /**
   * `videoAssetId`: the uploaded video on the draft (its state: the lesson's
   * video operation). While there is one, the video address stays empty and
   * the duration is the file's.
   */
  draft: lessonDraftFieldsSchema.extend({ file: lessonFileSchema.nullable(), videoAssetId: z.number().int().nullable() }),
  history: z.array(lessonHistoryEntrySchema),
});
export type StudioLesson = z.infer<typeof studioLessonSchema>;
