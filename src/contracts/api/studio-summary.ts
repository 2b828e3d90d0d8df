import { studioSummarySchema } from '../studio-schemas';
import { json, operation } from './operation';

/** The studio home's counts, over every kind of content. */
export const studioSummary = operation({
  method: 'get',
  path: '/admin/studio/summary',
  audience: 'admin',
  tags: ['Admin: studio'],
  summary: 'How much content exists, and how much is unpublished, per kind',
  responses: { 200: json(studioSummarySchema, 'The counts') },
});
