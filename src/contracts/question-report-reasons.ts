/**
 * Why a student reports a question, and what each reason is called on
 * screen, for the review screen and the studio alike. Kept apart from the
 * schemas so that naming a reason does not load zod.
 */
export const QUESTION_REPORT_REASONS = ['wrong_key', 'unclear', 'typo', 'other'] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<QuestionReportReason, string> = {
  wrong_key: 'I think the key is wrong',
  unclear: 'The question is unclear',
  typo: 'There is a typo',
  other: 'Something else',
};

/** What a student may write beside the reason (after trimming). */
export const REPORT_DETAILS_MAX = 600;
/** An admin's reply on resolving (after trimming). */
export const REPORT_REPLY_MAX = 1000;

export const QUESTION_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type QuestionReportStatus = (typeof QUESTION_REPORT_STATUSES)[number];

export const REPORT_DETAILS_REQUIRED = 'Say what is wrong: “Something else” needs a few words.';
export const REPORT_DETAILS_TOO_LONG = `Keep it under ${REPORT_DETAILS_MAX} characters.`;

/** What is wrong with a report's words (already trimmed), in the words the API answers with; null when nothing is. */
export function reportDetailsProblem(reason: QuestionReportReason, details: string): string | null {
  if (details.length > REPORT_DETAILS_MAX) return REPORT_DETAILS_TOO_LONG;
  if (reason === 'other' && details === '') return REPORT_DETAILS_REQUIRED;
  return null;
}
