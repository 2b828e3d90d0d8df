import { questionAcrossExamsSchema, questionStatisticsQuerySchema } from '../question-statistics-schemas';
import { recordIdParams } from '../record-id-schemas';
import { json, operation } from './operation';

/** A question's item statistics in every exam that gave it, for its page in the studio. */

const tags = ['Admin: studio'];

export const questionStatistics = operation({
  method: 'get',
  path: '/admin/studio/questions/{id}/statistics',
  audience: 'admin',
  tags,
  summary:
    "A question's item statistics in every exam that gave it (any version): per exam the question's row of that exam's statistics (attempts, facility, discrimination index and efficiency, flags, options' picks), and per version where the versions differ; each exam's figures are kept 15 minutes (recalculate=1 computes them afresh)",
  request: { params: recordIdParams, query: questionStatisticsQuerySchema },
  responses: { 200: json(questionAcrossExamsSchema, 'The figures') },
  errors: { 404: ['bank_question_not_found'] },
});
