import { z } from 'zod';
import { QUESTION_KINDS } from './exam-schemas';
import {
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_STATUSES,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_REQUIRED,
  REPORT_DETAILS_TOO_LONG,
  REPORT_REPLY_MAX,
  reportDetailsProblem,
} from './question-report-reasons';

/** Students' reports of a problem with a question, and the studio's queue of them (server/exams/reports/). */

export const reportReasonSchema = z.enum(QUESTION_REPORT_REASONS, { error: 'Choose what is wrong with the question.' });
export const reportStatusSchema = z.enum(QUESTION_REPORT_STATUSES);

/** A student's report: the reason, and a few words, which "Something else" needs. */
export const reportQuestionSchema = z
  .object({
    reason: reportReasonSchema,
    details: z.string({ error: 'Write what is wrong, in a few words.' }).trim().max(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG).default(''),
  })
  // The browser checks the same rule before sending (question-report-reasons.ts, without zod).
  .refine((report) => reportDetailsProblem(report.reason, report.details) === null, { message: REPORT_DETAILS_REQUIRED, path: ['details'] });
export type ReportQuestionInput = z.input<typeof reportQuestionSchema>;
export type ReportQuestion = z.output<typeof reportQuestionSchema>;

/** A report as its student sees it on the review: the position is this attempt's place of the question. */
export const studentReportSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  reason: reportReasonSchema,
  details: z.string(),
  status: reportStatusSchema,
  /** The admin's answer; empty until a report is resolved. */
  reply: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type StudentReport = z.infer<typeof studentReportSchema>;

/** The student's reports of the questions of one attempt, newest first (closed ones too, with their replies). */
export const studentReportsSchema = z.object({ reports: z.array(studentReportSchema) });

export const reportQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One question in the queue with its reports of the status asked for. */
export const reportGroupSchema = z.object({
  question: z.object({ id: z.number().int(), ref: z.string(), paper: z.string(), kind: z.enum(QUESTION_KINDS), stem: z.string() }),
  reports: z.number().int(),
  /** The newest report's time (reported or last edited; closed, for closed ones). */
  latestAt: z.string(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({
  groups: z.array(reportGroupSchema),
  /** Questions with reports of this status (the pages' total). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Reports, not questions: open ones and closed ones. */
  counts: z.object({ open: z.number().int(), closed: z.number().int() }),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** A report as the studio shows it beside its question. */
export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: reportReasonSchema,
  details: z.string(),
  status: reportStatusSchema,
  reply: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  exam: z.object({ id: z.number().int(), title: z.string() }),
  attemptNumber: z.number().int(),
  position: z.number().int(),
  /** The version of the question the student was given. */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Who closed it; null while open, or when that admin's account is gone. */
  closedBy: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** A question's reports: the open ones (newest first), then history (the most recently closed first, the latest 50). */
export const questionReportsSchema = z.object({
  open: z.array(adminReportSchema),
  closed: z.array(adminReportSchema),
  /** Every closed report of the question, listed or not. */
  closedTotal: z.number().int(),
});
export type QuestionReports = z.infer<typeof questionReportsSchema>;

export const resolveReportSchema = z.object({
  reply: z
    .string({ error: 'Write the reply the student will read.' })
    .trim()
    .min(1, 'Write the reply the student will read.')
    .max(REPORT_REPLY_MAX, `Keep the reply under ${REPORT_REPLY_MAX} characters.`),
});
