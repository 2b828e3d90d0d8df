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

/**
 * How a lesson's recording plays: framed from YouTube (no-cookie) or Vimeo,
 * an https MP4/WebM file, or `hosted`: a video this site transcoded and
 * streams itself, whose signed addresses come from the lesson's playback
 * operation (`GET /player/{slug}/lessons/{lessonId}/video`); its `embedUrl`
 * is empty, since an address that expires does not belong in a cached lesson.
 */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'file', 'hosted'] as const;
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

/** The caption languages an admin may upload, with the name each is offered under in its own language. */
export const CAPTION_LANGUAGES = { en: 'English', bn: 'বাংলা' } as const;
export type CaptionLanguage = keyof typeof CAPTION_LANGUAGES;

export const playbackCaptionSchema = z.object({
  lang: z.enum(Object.keys(CAPTION_LANGUAGES) as [CaptionLanguage, ...CaptionLanguage[]]),
  label: z.string(),
  /** A WebVTT file under the same signed address as the video. */
  src: z.string(),
});
export type PlaybackCaption = z.infer<typeof playbackCaptionSchema>;

/**
 * A hosted lesson video for this viewer: signed addresses that play until
 * `expiresAt` (the player asks again for new ones when one expires), and
 * where this student left off. Visitors on a free preview start at 0.
 */
export const lessonPlaybackSchema = z.object({
  /** The HLS master playlist. */
  src: z.string(),
  poster: z.string().nullable(),
  captions: z.array(playbackCaptionSchema),
  expiresAt: z.string(),
  durationSeconds: z.number().int(),
  positionSeconds: z.number().int(),
  watchedSeconds: z.number().int(),
  completed: z.boolean(),
});
export type LessonPlayback = z.infer<typeof lessonPlaybackSchema>;

/** Longer than any lecture (6 hours): the bound that keeps a figure a sane integer on both databases. */
const WATCH_SECONDS_MAX = 24 * 3600;
const seconds = z.number().int().min(0).max(WATCH_SECONDS_MAX);

/** A save of where the student is in a hosted video, sent every few seconds of playing and when they pause or leave. */
export const lessonWatchBodySchema = z.object({
  positionSeconds: seconds,
  /** Seconds of video played since the last save (the player keeps the fraction for the next one). */
  watchedSeconds: seconds,
  /** The length the player sees; used only when the asset's own length is unknown. */
  durationSeconds: seconds.optional(),
});
export type LessonWatchBody = z.infer<typeof lessonWatchBodySchema>;

export const lessonWatchResultSchema = z.object({
  positionSeconds: z.number().int(),
  watchedSeconds: z.number().int(),
  durationSeconds: z.number().int(),
  /** The lesson is complete (watching 90 % marked it now, or it was marked before). */
  completed: z.boolean(),
});
export type LessonWatchResult = z.infer<typeof lessonWatchResultSchema>;
