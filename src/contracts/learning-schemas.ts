import { z } from 'zod';
import { resourceSchema, subjectRefSchema } from './catalogue-schemas';
import { orderSchema } from './commerce-schemas';

/**
 * Shapes of the student's learning side: my enrollments, one enrolled
 * course's detail, purchases and the course player. Progress is counted on
 * the server from `lesson_progress`; the browser never sends a figure.
 */

export const ENROLLMENT_STATES = ['active', 'expired', 'revoked'] as const;
export const enrollmentStateSchema = z.enum(ENROLLMENT_STATES);
export type EnrollmentStateName = z.infer<typeof enrollmentStateSchema>;

/** What the player knows about the viewer: visitors and students without an enrollment are 'none'. */
export const PLAYER_ACCESS_STATES = ['none', ...ENROLLMENT_STATES] as const;

export const progressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** Whole percent, 0 to 100. */
  percent: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

export const LESSON_KINDS = ['video', 'text', 'pdf'] as const;
export const lessonKindSchema = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof lessonKindSchema>;

export const learningCourseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  subject: subjectRefSchema,
});
export type LearningCourse = z.infer<typeof learningCourseSchema>;

export const lessonRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** One course on /my-enroll. */
export const myEnrollmentSchema = z.object({
  course: learningCourseSchema,
  state: enrollmentStateSchema,
  startsAt: z.string(),
  /** Null: access has no end. */
  expiresAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  progress: progressSchema,
  lastLesson: lessonRefSchema.nullable(),
  lastOpenedAt: z.string().nullable(),
  /** Where "Continue" goes: the last lesson opened, else the first lesson. */
  resumeLessonId: z.number().int().nullable(),
});
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;
export const myEnrollmentListSchema = z.object({ enrollments: z.array(myEnrollmentSchema) });
export type MyEnrollmentList = z.infer<typeof myEnrollmentListSchema>;

export const outlineLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: lessonKindSchema,
  minutes: z.number().int(),
  freePreview: z.boolean(),
  /** This viewer cannot open it (no active access and not a free preview). */
  locked: z.boolean(),
  completed: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const outlineSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lessons: z.array(outlineLessonSchema),
  progress: progressSchema,
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;

/** /courseEnrolluser/:slug: one enrolled course. */
export const myEnrollmentDetailSchema = myEnrollmentSchema.extend({
  sections: z.array(outlineSectionSchema),
  resources: z.array(resourceSchema),
  /** The student's orders that contain this course, newest first. */
  receipts: z.array(orderSchema),
});
export type MyEnrollmentDetail = z.infer<typeof myEnrollmentDetailSchema>;

export const myOrderListSchema = z.object({ orders: z.array(orderSchema) });
export type MyOrderList = z.infer<typeof myOrderListSchema>;

export const playerAccessSchema = z.object({
  state: z.enum(PLAYER_ACCESS_STATES),
  expiresAt: z.string().nullable(),
});
export type PlayerAccess = z.infer<typeof playerAccessSchema>;

/** /courseland/:slug: the outline for this viewer. */
export const playerSchema = z.object({
  course: learningCourseSchema,
  access: playerAccessSchema,
  sections: z.array(outlineSectionSchema),
  progress: progressSchema,
  /** The last lesson this student opened, else the first one the viewer may open; null for a course without lessons. */
  resumeLessonId: z.number().int().nullable(),
});
export type Player = z.infer<typeof playerSchema>;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'file'] as const;
export const lessonVideoSchema = z.object({ provider: z.enum(VIDEO_PROVIDERS), embedUrl: z.string() });
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const lessonContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: lessonKindSchema,
  minutes: z.number().int(),
  freePreview: z.boolean(),
  sectionTitle: z.string(),
  /** Markdown: a text lesson itself, or the notes under a video or beside a PDF. */
  body: z.string().nullable(),
  /** Null when the lesson has no playable recording. */
  video: lessonVideoSchema.nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  completed: z.boolean(),
  previousLessonId: z.number().int().nullable(),
  nextLessonId: z.number().int().nullable(),
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

export const lessonProgressBodySchema = z.object({ completed: z.boolean() });
export const lessonProgressResultSchema = z.object({
  lessonId: z.number().int(),
  completed: z.boolean(),
  progress: progressSchema,
});
export type LessonProgressResult = z.infer<typeof lessonProgressResultSchema>;
