import { z } from 'zod';
import { instructorDetailSchema, instructorListSchema, mentorQuerySchema } from '../catalogue-schemas';
import { json, operation } from './operation';

const tags = ['Mentors'];

export const listMentors = operation({
  method: 'get',
  path: '/mentors',
  audience: 'visitor',
  tags,
  summary: 'The mentors in their set order; `subject` (a paper slug) or `level` keeps those who teach it',
  request: { query: mentorQuerySchema },
  responses: { 200: json(instructorListSchema, 'The mentors') },
  errors: { 404: { codes: ['subject_not_found'], description: 'No paper has that slug.' } },
});

export const getMentor = operation({
  method: 'get',
  path: '/mentors/{slug}',
  audience: 'visitor',
  tags,
  summary: 'One mentor: profile, links, published courses and posts (newest first)',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: {
    200: json(instructorDetailSchema, 'The mentor'),
    301: { description: 'The mentor moved to a new address (Location: its API address); the web app shows the profile at its new page address' },
  },
  errors: { 404: ['mentor_not_found'] },
});
