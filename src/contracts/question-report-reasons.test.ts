import { describe, expect, it } from 'vitest';
import { REPORT_DETAILS_MAX, REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, reportDetailsProblem } from './question-report-reasons';
import { reportQuestionSchema } from './question-report-schemas';

describe('a report’s words', () => {
  it('are optional beside a named reason and required for “Something else”, within the limit', () => {
    expect(reportDetailsProblem('wrong_key', '')).toBeNull();
    expect(reportDetailsProblem('other', '')).toBe(REPORT_DETAILS_REQUIRED);
    expect(reportDetailsProblem('other', 'The second line has no label.')).toBeNull();
    expect(reportDetailsProblem('typo', 'x'.repeat(REPORT_DETAILS_MAX))).toBeNull();
    expect(reportDetailsProblem('typo', 'x'.repeat(REPORT_DETAILS_MAX + 1))).toBe(REPORT_DETAILS_TOO_LONG);
  });

  it('are checked by the API’s schema with the same words, after trimming', () => {
    expect(reportQuestionSchema.parse({ reason: 'unclear', details: '  Which method?  ' })).toEqual({ reason: 'unclear', details: 'Which method?' });
    expect(reportQuestionSchema.parse({ reason: 'typo' })).toEqual({ reason: 'typo', details: '' });
    const bare = reportQuestionSchema.safeParse({ reason: 'other', details: '   ' });
    expect(bare.success).toBe(false);
    expect(bare.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['details', REPORT_DETAILS_REQUIRED]]);
    expect(reportQuestionSchema.safeParse({ reason: 'typo', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }).error!.issues[0]!.message).toBe(REPORT_DETAILS_TOO_LONG);
  });
});
