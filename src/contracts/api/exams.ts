import { z } from 'zod';
import {
  attemptPlayerSchema,
  attemptResultSchema,
  examDetailSchema,
  examSummarySchema,
  myExamsQuerySchema,
  myExamsSchema,
  questionFeedbackSchema,
  saveAnswerSchema,
  savedAnswerSchema,
  savePositionSchema,
  savedPositionSchema,
  selfMarkSchema,
} from '../exam-schemas';
import { json, jsonBody, operation } from './operation';

const tags = ['Exams'];
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const attemptParam = z.object({ attemptId: z.string().min(1).max(64) });
const positionParams = attemptParam.extend({ position: z.coerce.number().int().positive().max(500) });
const noAttempt = { codes: ['attempt_not_found'], description: 'No attempt of yours has that reference; another student’s attempt answers the same.' } as const;

export const listExams = operation({
  method: 'get',
  path: '/exams',
  audience: 'visitor',
  tags,
  summary: 'Every published mock exam, practice test and topic quiz, by paper',
  responses: { 200: json(z.object({ exams: z.array(examSummarySchema) }), 'The exams') },
});

export const getExam = operation({
  method: 'get',
  path: '/exams/{slug}',
  audience: 'visitor',
  tags,
  summary: "One exam's rules; for a signed-in student also their attempts and whether they may start",
  request: { params: slugParam },
  responses: {
    200: json(examDetailSchema, 'The exam'),
    301: { description: 'The exam was renamed (Location: its API address); the web app shows it at its new page address' },
  },
  errors: { 404: ['exam_not_found'] },
});

export const myExams = operation({
  method: 'get',
  path: '/my/exams',
  audience: 'student',
  tags,
  summary: "The student's attempts a page at a time (newest first), those in progress, attempts used of limited exams, and syllabus areas across every finished attempt",
  request: { query: myExamsQuerySchema },
  responses: { 200: json(myExamsSchema, 'My exams') },
});

export const startAttempt = operation({
  method: 'post',
  path: '/exams/{slug}/attempts',
  audience: 'student',
  tags,
  summary: "Starts an attempt, or resumes the one in progress (201 when started, 200 when resumed); the answer carries the player's view, as GET /attempts/{attemptId} gives it",
  request: { params: slugParam },
  responses: {
    200: json(z.object({ attemptId: z.string(), resumed: z.literal(true), attempt: attemptPlayerSchema }), 'The attempt in progress'),
    201: json(z.object({ attemptId: z.string(), resumed: z.literal(false), attempt: attemptPlayerSchema }), 'A new attempt'),
  },
  errors: {
    403: { codes: ['exam_enrollment_required'], description: 'The exam comes with a course the student is not enrolled in (`details.courses` lists them).' },
    404: ['exam_not_found'],
    409: ['attempts_used_up', 'exam_not_open', 'exam_closed'],
  },
});

export const getAttempt = operation({
  method: 'get',
  path: '/attempts/{attemptId}',
  audience: 'student',
  tags,
  summary: "The player's view: the frozen paper, saved answers and the server's clock; never keys or explanations",
  request: { params: attemptParam },
  responses: { 200: json(attemptPlayerSchema, 'The attempt') },
  errors: { 404: noAttempt },
});

export const saveAnswer = operation({
  method: 'put',
  path: '/attempts/{attemptId}/answers/{position}',
  audience: 'student',
  tags,
  summary: "Saves one answer with the player's revision number; the newest revision wins",
  request: { params: positionParams, body: jsonBody(saveAnswerSchema) },
  responses: { 200: json(savedAnswerSchema, 'Saved') },
  errors: {
    400: { codes: ['answer_invalid'], description: 'The answer does not fit the question, or a figure cannot be read (with the reason).' },
    404: ['attempt_not_found', 'question_not_found'],
    409: {
      codes: ['attempt_closed', 'answer_stale', 'answer_locked'],
      description: 'Time is up or the attempt was submitted, a newer answer is kept (`details` has it), or a checked quiz answer is closed.',
    },
  },
});

export const savePosition = operation({
  method: 'put',
  path: '/attempts/{attemptId}/position',
  audience: 'student',
  tags,
  summary: 'Records the question the student is on, where the player reopens on any device; an ended attempt keeps its place',
  request: { params: attemptParam, body: jsonBody(savePositionSchema) },
  responses: { 200: json(savedPositionSchema, 'The place the attempt holds (`recorded` is false when the attempt had ended and nothing changed)') },
  errors: { 400: ['position_out_of_range'], 404: noAttempt },
});

export const checkAnswer = operation({
  method: 'post',
  path: '/attempts/{attemptId}/answers/{position}/check',
  audience: 'student',
  tags,
  summary: "A topic quiz's Check answer: closes the saved answer to changes and gives its marks and worked answer",
  request: { params: positionParams },
  responses: { 200: json(questionFeedbackSchema, 'The feedback') },
  errors: { 404: ['attempt_not_found', 'question_not_found'], 409: ['check_not_available', 'attempt_closed'] },
});

export const submitAttempt = operation({
  method: 'post',
  path: '/attempts/{attemptId}/submit',
  audience: 'student',
  tags,
  summary: 'Submits the attempt; submitting again changes nothing',
  request: { params: attemptParam },
  responses: { 200: json(z.object({ id: z.string() }), 'Submitted') },
  errors: { 404: noAttempt },
});

export const getAttemptResult = operation({
  method: 'get',
  path: '/attempts/{attemptId}/result',
  audience: 'student',
  tags,
  summary: 'Results by syllabus area and the review, as the exam’s review policy allows',
  request: { params: attemptParam },
  responses: { 200: json(attemptResultSchema, 'The result') },
  errors: { 404: noAttempt, 409: ['attempt_in_progress'] },
});

export const selfMark = operation({
  method: 'put',
  path: '/attempts/{attemptId}/self-marks/{position}',
  audience: 'student',
  tags,
  summary: 'Ticks the marking-guide points a written answer made (self-marking)',
  request: { params: positionParams, body: jsonBody(selfMarkSchema) },
  responses: { 200: json(attemptResultSchema, 'The result with the new score') },
  errors: {
    400: { codes: ['answer_invalid'], description: 'Not a written answer, or points not in the guide.' },
    404: ['attempt_not_found', 'question_not_found'],
    409: ['attempt_in_progress', 'review_not_available'],
  },
});
