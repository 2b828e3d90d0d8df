import { z } from 'zod';
import { recordIdParam, recordIdParams, recordIdSchema } from './record-id-schemas';
import { versionSchema } from './studio-schemas';

/**
 * The studio's posts, mentors, content pages, resources and uploaded
 * images: what the editors send and what the studio answers. Messages
 * name the field as the form shows it; the code is always
 * `validation_failed` with `details[].path` naming the field.
 */

const trimmed = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const required = (label: string, max: number) => trimmed(label, max).min(1, `${label} is required.`);

/** Lower-case letters, digits and single dashes (as studio/slugs.ts makes them). */
export const studioSlugSchema = z
  .string()
  .trim()
  .min(1, 'The address is required.')
  .max(80, 'The address must be at most 80 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may hold lower-case letters, digits and single dashes only.');

export const studioIdParams = recordIdParams;
export const versionBodySchema = z.object({ version: versionSchema });
export type VersionBody = z.infer<typeof versionBodySchema>;

/** What the studio's lists show of any item. */
const listState = { version: z.number().int(), updatedAt: z.string().nullable(), deletedAt: z.string().nullable() };

export const mediaRefSchema = z.object({ id: z.number().int(), hash: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type MediaRef = z.infer<typeof mediaRefSchema>;

/* ---------- Posts ---------- */

export const postListQuerySchema = z.object({
  status: z.enum(['all', 'draft', 'published', 'deleted']).default('all'),
  q: z.string().trim().max(100).optional(),
});
export type StudioPostListQuery = z.infer<typeof postListQuerySchema>;

export const studioPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  category: z.string(),
  authorName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  ...listState,
});
export type StudioPostRow = z.infer<typeof studioPostRowSchema>;
export const studioPostListSchema = z.object({ posts: z.array(studioPostRowSchema) });

export const newPostSchema = z.object({ title: required('The title', 200) });

export const postFieldsSchema = z.object({
  title: required('The title', 200),
  slug: studioSlugSchema,
  excerpt: trimmed('The excerpt', 500),
  body: z.string().max(50_000, 'The body must be at most 50,000 characters.'),
  authorId: recordIdSchema().nullable(),
  subjectId: recordIdSchema().nullable(),
  category: trimmed('The category', 60),
  tags: z.array(required('A tag', 40)).max(10, 'A post has at most 10 tags.'),
  coverMediaId: recordIdSchema().nullable(),
});
export const savePostSchema = postFieldsSchema.extend({ version: versionSchema });
export type PostFields = z.infer<typeof postFieldsSchema>;
export type SavePost = z.infer<typeof savePostSchema>;

export const studioPostSchema = postFieldsSchema.extend({
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  readingMinutes: z.number().int(),
  publishedAt: z.string().nullable(),
  cover: mediaRefSchema.nullable(),
  /** The public address, whether or not it is published yet. */
  publicPath: z.string(),
  ...listState,
});
export type StudioPost = z.infer<typeof studioPostSchema>;

/* ---------- Mentors ---------- */

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be a full https:// address.`);

export const mentorSocialSchema = z
  .object({ linkedin: httpsUrl('The LinkedIn link'), facebook: httpsUrl('The Facebook link'), youtube: httpsUrl('The YouTube link'), website: httpsUrl('The website') })
  .partial();

export const mentorFieldsSchema = z.object({
  name: required('The name', 120),
  slug: studioSlugSchema,
  title: trimmed('The title', 160),
  qualifications: z.array(required('A qualification', 120)).max(10, 'At most 10 qualifications.'),
  bio: z.string().max(20_000, 'The biography must be at most 20,000 characters.'),
  yearsTeaching: z.number().int().min(0, 'Years teaching cannot be negative.').max(70, 'Years teaching must be at most 70.'),
  social: mentorSocialSchema,
  subjectIds: z.array(recordIdSchema()).max(30),
  position: z.number().int().min(0).max(10_000),
  photoMediaId: recordIdSchema().nullable(),
});
export const saveMentorSchema = mentorFieldsSchema.extend({ version: versionSchema });
export const newMentorSchema = z.object({ name: required('The name', 120) });
export type MentorFields = z.infer<typeof mentorFieldsSchema>;
export type SaveMentor = z.infer<typeof saveMentorSchema>;

export const studioMentorSchema = mentorFieldsSchema.extend({ id: z.number().int(), photo: mediaRefSchema.nullable(), publicPath: z.string(), ...listState });
export type StudioMentor = z.infer<typeof studioMentorSchema>;

export const mentorListQuerySchema = z.object({ status: z.enum(['active', 'deleted']).default('active') });
export const studioMentorRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  position: z.number().int(),
  coursesCount: z.number().int(),
  ...listState,
});
export type StudioMentorRow = z.infer<typeof studioMentorRowSchema>;
export const studioMentorListSchema = z.object({ mentors: z.array(studioMentorRowSchema) });

/* ---------- Content pages ---------- */

export const CONTENT_PAGE_SLUGS = ['about', 'children-education', 'health-coach'] as const;
export const contentPageParams = z.object({ slug: z.enum(CONTENT_PAGE_SLUGS) });
export const savePageSchema = z.object({
  version: versionSchema,
  title: required('The title', 200),
  summary: trimmed('The summary', 500),
  body: z.string().max(50_000, 'The body must be at most 50,000 characters.'),
});
export type SavePage = z.infer<typeof savePageSchema>;
export const studioPageSchema = savePageSchema.extend({ slug: z.string(), publicPath: z.string(), updatedAt: z.string() });
export type StudioPage = z.infer<typeof studioPageSchema>;
export const studioPageListSchema = z.object({ pages: z.array(studioPageSchema.pick({ slug: true, title: true, summary: true, version: true, updatedAt: true, publicPath: true })) });

/* ---------- Resources ---------- */

export const RESOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

const resourceMeta = {
  title: required('The title', 200),
  description: trimmed('The description', 1000),
  subjectId: recordIdSchema(),
  access: z.enum(['public', 'enrolled']),
  courseId: recordIdSchema().nullable(),
};
export const resourceFieldsSchema = z.object(resourceMeta);
export const saveResourceSchema = resourceFieldsSchema.extend({ version: versionSchema });
export type SaveResource = z.infer<typeof saveResourceSchema>;
export type ResourceFields = z.infer<typeof resourceFieldsSchema>;

/** A new file comes as the request body; what it is travels in the query (numbers as text). */
const fileName = z
  .string()
  .trim()
  .min(1, 'The file name is required.')
  .max(200, 'The file name must be at most 200 characters.')
  .regex(/^[^/\\]+$/, 'The file name may not contain slashes.');
export const newResourceQuerySchema = z.object({
  ...resourceMeta,
  // The web client leaves an empty value out of a query: an absent title is the empty one, refused with its own message.
  title: resourceMeta.title.prefault(''),
  subjectId: recordIdParam,
  courseId: z
    .union([z.literal(''), z.coerce.number().int().min(1)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  description: trimmed('The description', 1000).default(''),
  fileName,
});
export type NewResourceQuery = z.infer<typeof newResourceQuerySchema>;
export const replaceFileQuerySchema = z.object({ fileName, version: z.coerce.number().int().min(1) });

export const studioResourceSchema = resourceFieldsSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  downloadUrl: z.string(),
  ...listState,
});
export type StudioResource = z.infer<typeof studioResourceSchema>;
export const resourceListQuerySchema = z.object({ status: z.enum(['active', 'deleted']).default('active') });
export const studioResourceListSchema = z.object({ resources: z.array(studioResourceSchema) });

/* ---------- Images ---------- */

export const uploadedMediaSchema = mediaRefSchema.extend({
  /** Addresses to paste into Markdown: the picture at 800 and 1600 pixels wide. */
  markdownUrl: z.string(),
  largeUrl: z.string(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/* ---------- Choices for the editors' selects ---------- */

const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export const contentOptionsSchema = z.object({ subjects: z.array(optionSchema), mentors: z.array(optionSchema), courses: z.array(optionSchema) });
export type ContentOptions = z.infer<typeof contentOptionsSchema>;
