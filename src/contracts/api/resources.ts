import { z } from 'zod';
import { resourceListSchema, resourceQuerySchema } from '../catalogue-schemas';
import { json, operation } from './operation';
import { byteRangeResponses } from './byte-ranges';

const tags = ['Resources'];

export const listResources = operation({
  method: 'get',
  path: '/resources',
  audience: 'visitor',
  tags,
  summary: 'Downloadable files by paper (curriculum order), free files first; filter by `subject` (paper slug), `level`, `access`',
  request: { query: resourceQuerySchema },
  responses: { 200: json(resourceListSchema, 'The files') },
  errors: { 404: { codes: ['subject_not_found'], description: 'No paper has that slug.' } },
});

/** A visitor operation: free files download for anyone; an enrolled-only file asks the session, if there is one. */
export const downloadResource = operation({
  method: 'get',
  path: '/resources/{slug}/download',
  audience: 'visitor',
  tags,
  summary: 'The file itself, as an attachment; enrolled-only files download for students with active access to their course',
  request: { params: z.object({ slug: z.string().min(1).max(160) }) },
  responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }, ...byteRangeResponses },
  errors: {
    403: { codes: ['resource_locked'], description: 'An enrolled-only file and no active access to its course; `details.course` is the course that unlocks it.' },
    404: ['resource_not_found'],
  },
});
