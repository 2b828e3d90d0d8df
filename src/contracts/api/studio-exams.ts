import { z } from 'zod';
import { attemptResultSchema, questionFeedbackSchema } from '../exam-schemas';
import { examStatisticsSchema, statisticsQuerySchema } from '../exam-statistics-schemas';
import { recordIdParams } from '../record-id-schemas';
import {
  availabilityQuerySchema,
  availabilitySchema,
  examCourseOptionsSchema,
  examInputSchema,
  examPreviewSchema,
  examVersionSchema,
  previewCheckSchema,
  previewMarkSchema,
  publishExamSchema,
  savedExamSchema,
  studioExamListSchema,
  studioExamSchema,
  updateExamSchema,
} from '../studio-exam-schemas';
import { json, jsonBody, operation } from './operation';

/** The exam builder in the studio: exams, their questions or blueprint, the bank's live check, publishing. */

const tags = ['Admin: studio'];
const versioned = z.object({ version: z.number().int() });
const examRefusals = ['question_area_invalid', 'exam_window_invalid', 'exam_courses_required', 'exam_questions_invalid', 'blueprint_rows_overlap', 'exam_sections_invalid'] as const;
const invalidExam = { codes: examRefusals, description: 'A setting does not fit the paper or the bank (`details.field` names it; a chosen course that is gone answers `validation_failed`).' } as const;
const conflict = { codes: ['edit_conflict'], description: 'Another admin saved first (`details.currentVersion`).' } as const;

export const listStudioExams = operation({
  method: 'get',
  path: '/admin/studio/exams',
  audience: 'admin',
  tags,
  summary: 'Every exam, drafts included (deleted ones with ?deleted=1)',
  request: { query: z.object({ deleted: z.enum(['0', '1']).optional() }) },
  responses: { 200: json(studioExamListSchema, 'The exams') },
});

export const examCourseOptions = operation({
  method: 'get',
  path: '/admin/studio/exams/courses',
  audience: 'admin',
  tags,
  summary: 'Courses an exam may be linked to',
  responses: { 200: json(examCourseOptionsSchema, 'The courses') },
});

export const blueprintAvailability = operation({
  method: 'post',
  path: '/admin/studio/exams/availability',
  audience: 'admin',
  tags,
  summary: 'Whether the bank can fill a blueprint: needed against available, per row',
  request: { body: jsonBody(availabilityQuerySchema) },
  responses: { 200: json(availabilitySchema, 'Per row') },
  errors: { 404: ['subject_not_found'] },
});

export const getStudioExam = operation({
  method: 'get',
  path: '/admin/studio/exams/{id}',
  audience: 'admin',
  tags,
  summary: 'One exam for the builder',
  request: { params: recordIdParams },
  responses: { 200: json(studioExamSchema, 'The exam') },
  errors: { 404: ['studio_item_not_found'] },
});

export const createExam = operation({
  method: 'post',
  path: '/admin/studio/exams',
  audience: 'admin',
  tags,
  summary: 'A new exam, saved as a draft',
  request: { body: jsonBody(examInputSchema) },
  responses: { 201: json(savedExamSchema, 'Saved') },
  errors: { 400: invalidExam, 404: ['subject_not_found'] },
});

export const updateExam = operation({
  method: 'put',
  path: '/admin/studio/exams/{id}',
  audience: 'admin',
  tags,
  summary: 'Saves the builder over the version it loaded',
  request: { params: recordIdParams, body: jsonBody(updateExamSchema) },
  responses: { 200: json(savedExamSchema, 'Saved') },
  errors: {
    400: invalidExam,
    404: ['studio_item_not_found', 'subject_not_found'],
    409: {
      codes: ['edit_conflict', 'slug_taken', 'blueprint_unfillable', 'exam_marking_locked'],
      description:
        'Another admin saved first (`details.currentVersion`), another exam has the address, for a published exam the bank cannot fill the blueprint (`details.rows`), or who marks written answers cannot change once the exam has attempts.',
    },
  },
});

export const publishExam = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/publish',
  audience: 'admin',
  tags,
  summary: 'Publishes or unpublishes an exam',
  request: { params: recordIdParams, body: jsonBody(publishExamSchema) },
  responses: { 200: json(versioned, 'Saved') },
  errors: {
    400: { codes: ['exam_questions_invalid', 'exam_sections_invalid'], description: 'A fixed list without questions, or with retired ones (`details.questionIds`), or a section without questions.' },
    404: ['studio_item_not_found'],
    409: {
      codes: ['blueprint_unfillable', 'edit_conflict'],
      description: 'The bank cannot fill the blueprint, or a row counted in marks exactly (`details.rows`), or another admin saved first (`details.currentVersion`).',
    },
  },
});

export const duplicateExam = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/duplicate',
  audience: 'admin',
  tags,
  summary: 'A new unpublished draft, "Copy of …", with the exam’s settings, sections, questions or blueprint and courses',
  request: { params: recordIdParams },
  responses: { 201: json(savedExamSchema, 'The copy') },
  errors: { 404: ['studio_item_not_found'] },
});

const previewPaperRefused = {
  codes: ['preview_paper_invalid', 'answer_invalid', 'position_out_of_range'],
  description: 'The paper sent is not of this exam, or an answer does not fit its question.',
} as const;

export const previewExam = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/preview',
  audience: 'admin',
  tags,
  summary: 'Draws a paper as a student’s start would, for the player, without starting an attempt: nothing is kept',
  request: { params: recordIdParams },
  responses: { 200: json(examPreviewSchema, 'The player’s view and the paper drawn') },
  errors: {
    400: { codes: ['exam_questions_invalid'], description: 'The exam has no questions yet.' },
    404: ['studio_item_not_found'],
    409: { codes: ['blueprint_unfillable'], description: 'The bank cannot fill the blueprint.' },
  },
});

export const checkPreviewAnswer = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/preview/check',
  audience: 'admin',
  tags,
  summary: 'A topic quiz’s Check answer in a preview: the answer marked, with the key and worked answer as the review policy allows',
  request: { params: recordIdParams, body: jsonBody(previewCheckSchema) },
  responses: { 200: json(questionFeedbackSchema, 'The feedback') },
  errors: { 400: previewPaperRefused, 404: ['studio_item_not_found'], 409: ['check_not_available'] },
});

export const markPreview = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/preview/result',
  audience: 'admin',
  tags,
  summary: 'Marks a previewed run and answers its results as the student’s result screen shows them; sent again with ticked points, with the written answers self-marked. Nothing is kept',
  request: { params: recordIdParams, body: jsonBody(previewMarkSchema) },
  responses: { 200: json(attemptResultSchema, 'The result') },
  errors: { 400: previewPaperRefused, 404: ['studio_item_not_found'] },
});

export const deleteExam = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/delete',
  audience: 'admin',
  tags,
  summary: 'Puts an exam aside (unpublished); its attempts and results keep working',
  request: { params: recordIdParams, body: jsonBody(examVersionSchema) },
  responses: { 200: json(versioned, 'Deleted') },
  errors: { 404: ['studio_item_not_found'], 409: conflict },
});

export const restoreExam = operation({
  method: 'post',
  path: '/admin/studio/exams/{id}/restore',
  audience: 'admin',
  tags,
  summary: 'Brings a deleted exam back as a draft',
  request: { params: recordIdParams, body: jsonBody(examVersionSchema) },
  responses: { 200: json(versioned, 'Restored') },
  errors: { 404: ['studio_item_not_found'], 409: conflict },
});

export const examStatistics = operation({
  method: 'get',
  path: '/admin/studio/exams/{id}/statistics',
  audience: 'admin',
  tags,
  summary:
    "Item statistics from the exam's finished attempts (each student's first, or all): facility, SD, discrimination index and efficiency per position and per question, the test's CIC, error ratio and standard error, flags, and choice options' picks by thirds",
  request: { params: recordIdParams, query: statisticsQuerySchema },
  responses: { 200: json(examStatisticsSchema, 'The statistics') },
  errors: { 404: ['studio_item_not_found'] },
});

export const examStatisticsCsv = operation({
  method: 'get',
  path: '/admin/studio/exams/{id}/statistics.csv',
  audience: 'admin',
  tags,
  summary: 'The same statistics as a CSV download: the test, then each position, then each question with its options',
  request: { params: recordIdParams, query: statisticsQuerySchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
  errors: { 404: ['studio_item_not_found'] },
});
