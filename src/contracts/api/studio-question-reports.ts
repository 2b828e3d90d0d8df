import { z } from 'zod';
import { adminReportSchema, questionReportsSchema, reportQueueQuerySchema, reportQueueSchema, resolveReportSchema } from '../question-report-schemas';
import { recordIdParams } from '../record-id-schemas';
import { json, jsonBody, operation } from './operation';

/** Students' reports of questions, in the studio: the queue, a question's reports, resolving and dismissing. */

const tags = ['Admin: studio'];
const closed = { codes: ['question_report_closed'], description: 'The report is no longer open: another admin resolved or dismissed it.' } as const;

export const questionReportQueue = operation({
  method: 'get',
  path: '/admin/studio/question-reports',
  audience: 'admin',
  tags,
  summary: 'Questions with open (or closed) reports from students, with how many and why, newest first, 20 questions a page',
  request: { query: reportQueueQuerySchema },
  responses: { 200: json(reportQueueSchema, 'The queue') },
});

export const questionReports = operation({
  method: 'get',
  path: '/admin/studio/questions/{id}/reports',
  audience: 'admin',
  tags,
  summary: "A question's reports: the open ones, then those resolved or dismissed",
  request: { params: recordIdParams },
  responses: { 200: json(questionReportsSchema, 'The reports') },
  errors: { 404: ['bank_question_not_found'] },
});

export const resolveQuestionReport = operation({
  method: 'post',
  path: '/admin/studio/question-reports/{id}/resolve',
  audience: 'admin',
  tags,
  summary: 'Resolves an open report with a reply the student reads on their review',
  request: { params: recordIdParams, body: jsonBody(resolveReportSchema) },
  responses: { 200: json(adminReportSchema, 'The resolved report') },
  errors: { 404: ['question_report_not_found'], 409: closed },
});

export const dismissQuestionReport = operation({
  method: 'post',
  path: '/admin/studio/question-reports/{id}/dismiss',
  audience: 'admin',
  tags,
  summary: 'Dismisses an open report: nothing to change; the student sees it was closed',
  request: { params: recordIdParams, body: jsonBody(z.object({})) },
  responses: { 200: json(adminReportSchema, 'The dismissed report') },
  errors: { 404: ['question_report_not_found'], 409: closed },
});
