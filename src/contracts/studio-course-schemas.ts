import { z } from 'zod';
import { recordIdParam, recordIdParams, recordIdSchema } from './record-id-schemas';
import { COURSE_COVER_THEME_NAMES } from './course-cover-themes';
import { levelSchema } from './subject-schemas';
import { versionSchema } from './studio-schemas';

/**
 * The studio's courses: what the course editor sends and what the studio
 * answers. Money is integer paisa (the form takes taka); a refused field
 * answers `validation_failed` with `details[].path` naming it and a message
 * the form shows beside it.
 */

export const COURSE_LANGUAGES = ['Bangla and English', 'English', 'Bangla'] as const;
export const MAX_LIST_ITEMS = 20;
/** Tk 10,00,000: far above any course, low enough to catch a slipped key. */
export const MAX_PRICE_PAISA = 100_000_000;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

export const courseSlugSchema = z
  .string()
  .trim()
  .min(1, 'The address is required.')
  .max(80, 'The address must be at most 80 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may hold lower-case letters, digits and single dashes only.');

const listSchema = (label: string) =>
  z
    .array(required(`Each ${label}`, 200))
    .max(MAX_LIST_ITEMS, `List at most ${MAX_LIST_ITEMS} ${label}s.`)
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, `Each ${label} must be different.`);

const paisa = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be whole paisa.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_PRICE_PAISA, `${label} must be at most Tk 10,00,000.`);

/** Calendar date as YYYY-MM-DD (the last day of access, in Dhaka). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'This date does not exist.');

/** How long a student keeps a course: for life, a number of days from enrollment, or until a date (an exam sitting). */
export const studioAccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lifetime') }),
  z.object({ kind: z.literal('days'), days: z.number().int('Days must be a whole number.').min(1, 'Give at least 1 day.').max(3650, 'Give at most 3,650 days (10 years).') }),
  z.object({ kind: z.literal('until'), until: isoDate }),
]);
export type StudioAccess = z.infer<typeof studioAccessSchema>;

const courseFields = {
  title: required('The title', 200),
  slug: courseSlugSchema,
  subjectId: recordIdSchema('Choose a paper.'),
  summary: text('The summary', 300),
  description: text('The description', 20_000),
  outcomes: listSchema('learning outcome'),
  requirements: listSchema('requirement'),
  language: z.enum(COURSE_LANGUAGES, { message: 'Choose one of the languages offered.' }),
  pricePaisa: paisa('The price'),
  salePricePaisa: paisa('The sale price').nullable(),
  access: studioAccessSchema,
  mentorIds: z
    .array(recordIdSchema())
    .max(6, 'Choose at most 6 mentors.')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each mentor once.'),
  featured: z.boolean(),
  coverTheme: z.enum(COURSE_COVER_THEME_NAMES, { message: 'Choose one of the cover colours.' }),
};

/** Every field of the editor, saved from the version it loaded. */
export const saveCourseSchema = z.object({ ...courseFields, version: versionSchema }).superRefine((course, ctx) => {
  if (course.salePricePaisa !== null && course.salePricePaisa >= course.pricePaisa) {
    ctx.addIssue({ code: 'custom', path: ['salePricePaisa'], message: 'The sale price must be lower than the price.' });
  }
});
export type SaveCourse = z.infer<typeof saveCourseSchema>;

export const newCourseSchema = z.object({ title: required('The title', 200), subjectId: recordIdSchema('Choose a paper.') });
export type NewCourse = z.infer<typeof newCourseSchema>;

export const courseIdParams = recordIdParams;
export const courseVersionBodySchema = z.object({ version: versionSchema });

export const COURSE_LIST_STATUSES = ['all', 'draft', 'published', 'deleted'] as const;
export const courseListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  subjectId: recordIdParam.optional(),
  /** `all` is every course not deleted; `deleted` lists the ones that can be restored. */
  status: z.enum(COURSE_LIST_STATUSES).default('all'),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

const paperSchema = z.object({ id: z.number().int(), name: z.string(), level: levelSchema });

export const studioCourseRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  paper: paperSchema,
  pricePaisa: z.number().int(),
  salePricePaisa: z.number().int().nullable(),
  featured: z.boolean(),
  lessonsCount: z.number().int(),
  studentsCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type StudioCourseRow = z.infer<typeof studioCourseRowSchema>;
export const studioCourseListSchema = z.object({ courses: z.array(studioCourseRowSchema) });
export type StudioCourseList = z.infer<typeof studioCourseListSchema>;

export const studioCourseSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  title: z.string(),
  slug: z.string(),
  subjectId: z.number().int(),
  /** The level comes from the paper. */
  paper: paperSchema,
  summary: z.string(),
  description: z.string(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  language: z.enum(COURSE_LANGUAGES),
  pricePaisa: z.number().int(),
  salePricePaisa: z.number().int().nullable(),
  access: studioAccessSchema,
  mentorIds: z.array(z.number().int()),
  featured: z.boolean(),
  coverTheme: z.enum(COURSE_COVER_THEME_NAMES),
  lessonsCount: z.number().int(),
  /** Students with access now: such a course can only be unpublished. */
  studentsCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** Where students find it (once published). */
  publicPath: z.string(),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

export const courseOptionsSchema = z.object({
  papers: z.array(paperSchema),
  mentors: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string() })),
});
export type CourseOptions = z.infer<typeof courseOptionsSchema>;

export const coverPreviewQuerySchema = z.object({ theme: z.enum(COURSE_COVER_THEME_NAMES).optional(), title: z.string().max(200).optional() });
