import { z } from 'zod';
import { reportQuestionSchema, studentReportSchema, studentReportsSchema } from '../question-report-schemas';
import { json, jsonBody, operation } from './operation';

/** A student's reports of a problem with a question, from the review of their own finished attempt. */

const tags = ['Exams'];
const attemptParam = z.object({ attemptId: z.string().min(1).max(64) });
const positionParams = attemptParam.extend({ position: z.coerce.number().int().positive().max(500) });
const noAttempt = { codes: ['attempt_not_found'], description: 'No attempt of yours has that reference; another student’s attempt answers the same.' } as const;
const noReview = {
  codes: ['attempt_in_progress', 'review_not_available'],
  description: 'The attempt is not finished, or its review (the questions with their keys) is not shown now.',
} as const;

export const myQuestionReports = operation({
  method: 'get',
  path: '/attempts/{attemptId}/reports',
  audience: 'student',
  tags,
  summary: "The student's own reports of this attempt's questions, newest first, open and closed, with the replies",
  request: { params: attemptParam },
  responses: { 200: json(studentReportsSchema, 'The reports') },
  errors: { 404: noAttempt, 409: noReview },
});

export const reportQuestion = operation({
  method: 'put',
  path: '/attempts/{attemptId}/reports/{position}',
  audience: 'student',
  tags,
  summary: 'Reports a problem with the question at this position of the review; while the report is open, sending again edits it',
  request: { params: positionParams, body: jsonBody(reportQuestionSchema) },
  responses: { 200: json(studentReportSchema, 'The open report') },
  errors: { 404: ['attempt_not_found', 'question_not_found'], 409: noReview },
});
