import { z } from 'zod';
import { contentPageSchema } from '../catalogue-schemas';
import { json, operation } from './operation';

export const getContentPage = operation({
  method: 'get',
  path: '/pages/{slug}',
  audience: 'visitor',
  tags: ['Pages'],
  summary: 'One content page (about, children-education, health-coach) with its Markdown body',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: { 200: json(contentPageSchema, 'The page') },
  errors: { 404: ['page_not_found'] },
});
