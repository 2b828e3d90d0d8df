import { z } from 'zod';
import {
  lessonContentSchema,
  lessonPlaybackSchema,
  lessonProgressBodySchema,
  lessonProgressResultSchema,
  lessonWatchBodySchema,
  lessonWatchResultSchema,
  myEnrollmentDetailSchema,
  myEnrollmentListSchema,
  myOrderListSchema,
  playerSchema,
} from '../learning-schemas';
import { recordIdParam } from '../record-id-schemas';
import { json, jsonBody, operation } from './operation';
import { byteRangeResponses } from './byte-ranges';

const tags = ['Learning'];
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const lessonParams = slugParam.extend({ lessonId: recordIdParam });
/** The lesson's gate (server/learning/lesson-access.ts): free previews are open to anyone, the rest needs active access. */
const lessonRefusals = {
  401: ['unauthenticated'],
  403: { codes: ['enrollment_required'], description: 'No active access to the course (`details.state`: none, expired or revoked).' },
  404: { codes: ['course_not_found', 'lesson_not_found'], description: 'No published course has that slug, or it has no such lesson.' },
} as const;

export const myEnrollments = operation({
  method: 'get',
  path: '/my/enrollments',
  audience: 'student',
  tags,
  summary: "The signed-in student's courses with progress, last lesson and access window; active first, then by last opened",
  responses: { 200: json(myEnrollmentListSchema, 'The enrollments') },
});

export const myEnrollment = operation({
  method: 'get',
  path: '/my/enrollments/{slug}',
  audience: 'student',
  tags,
  summary: 'One enrolled course: progress by section, its files and the receipts of the orders that contain it',
  request: { params: slugParam },
  responses: { 200: json(myEnrollmentDetailSchema, 'The enrollment') },
  errors: { 404: { codes: ['enrollment_not_found'], description: 'No enrollment of yours in that course.' } },
});

export const myOrders = operation({
  method: 'get',
  path: '/my/orders',
  audience: 'student',
  tags,
  summary: "The signed-in student's orders, newest first",
  responses: { 200: json(myOrderListSchema, 'The orders') },
});

export const getPlayer = operation({
  method: 'get',
  path: '/player/{slug}',
  audience: 'visitor',
  tags,
  summary: "A course's outline for this viewer (locked and completed lessons), their access and the lesson to resume",
  request: { params: slugParam },
  responses: { 200: json(playerSchema, 'The outline') },
  errors: { 404: { codes: ['course_not_found'], description: 'No published course has that slug.' } },
});

export const getLesson = operation({
  method: 'get',
  path: '/player/{slug}/lessons/{lessonId}',
  audience: 'visitor',
  tags,
  summary: 'A lesson: Markdown, video player address, file link, neighbours. Free previews for anyone; the rest needs active access',
  request: { params: lessonParams },
  responses: { 200: json(lessonContentSchema, 'The lesson') },
  errors: lessonRefusals,
});

export const getLessonFile = operation({
  method: 'get',
  path: '/player/{slug}/lessons/{lessonId}/file',
  audience: 'visitor',
  tags,
  summary: "A lesson's PDF, inline (or as an attachment with `download=1`), behind the lesson's check",
  request: { params: lessonParams, query: z.object({ download: z.enum(['0', '1']).optional() }) },
  responses: { 200: { description: 'The file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...byteRangeResponses },
  errors: {
    ...lessonRefusals,
    404: { codes: ['course_not_found', 'lesson_not_found', 'lesson_file_not_found'], description: 'No such course or lesson, or the lesson has no file.' },
  },
});

export const recordLessonOpened = operation({
  method: 'post',
  path: '/player/{slug}/lessons/{lessonId}/open',
  audience: 'student',
  tags,
  summary: 'Records the lesson as the one to resume at (students with active access)',
  request: { params: lessonParams },
  responses: { 204: { description: 'Recorded' } },
  errors: { 403: lessonRefusals[403], 404: lessonRefusals[404] },
});

export const setLessonProgress = operation({
  method: 'post',
  path: '/player/{slug}/lessons/{lessonId}/progress',
  audience: 'student',
  tags,
  summary: 'Marks a lesson complete or not (idempotent) and answers the course progress',
  request: { params: lessonParams, body: jsonBody(lessonProgressBodySchema) },
  responses: { 200: json(lessonProgressResultSchema, 'The course progress after the change') },
  errors: { 403: lessonRefusals[403], 404: lessonRefusals[404] },
});

/** A lesson with no hosted video ready to play: none uploaded, or still being transcoded. */
const videoRefusals = {
  ...lessonRefusals,
  404: { codes: ['course_not_found', 'lesson_not_found', 'recording_not_ready'], description: 'No such course or lesson, or the lesson has no hosted video ready to play.' },
} as const;

export const getLessonVideo = operation({
  method: 'get',
  path: '/player/{slug}/lessons/{lessonId}/video',
  audience: 'visitor',
  tags,
  summary:
    "A hosted lesson video's signed addresses (HLS master playlist, poster, captions) valid for about 15 minutes, and where this student left off. Behind the lesson's check: free previews for anyone, the rest needs active access",
  request: { params: lessonParams },
  responses: { 200: json(lessonPlaybackSchema, 'How to play the video') },
  errors: videoRefusals,
});

export const saveLessonWatch = operation({
  method: 'put',
  path: '/player/{slug}/lessons/{lessonId}/watch',
  audience: 'student',
  tags,
  summary:
    'Saves where the student is in a hosted video and adds the seconds watched since the last save (capped by the time that passed); watching 90 % marks the lesson complete (students with active access)',
  request: { params: lessonParams, body: jsonBody(lessonWatchBodySchema) },
  responses: { 200: json(lessonWatchResultSchema, 'The position and watched time kept') },
  errors: { 403: lessonRefusals[403], 404: videoRefusals[404] },
});
