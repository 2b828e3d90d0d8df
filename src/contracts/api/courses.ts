import { z } from 'zod';
import { courseDetailSchema, courseListSchema, courseQuerySchema } from '../catalogue-schemas';
import { json, operation } from './operation';

const tags = ['Courses'];

export const listCourses = operation({
  method: 'get',
  path: '/courses',
  audience: 'visitor',
  tags,
  summary: 'Published courses: search, filter by paper, level, mentor, free/paid and price; sort; page; counts per filter value',
  request: { query: courseQuerySchema },
  responses: { 200: json(courseListSchema, 'One page of courses with the filter counts') },
  errors: { 400: { codes: ['validation_failed'], description: 'A query value is not valid, or the lowest price is above the highest.' } },
});

export const getCourse = operation({
  method: 'get',
  path: '/courses/{slug}',
  audience: 'visitor',
  tags,
  summary: 'A published course with its curriculum outline, mentors and related courses',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: json(courseDetailSchema, 'The course'),
    301: { description: 'The course moved to a new address (Location: its API address); the web app shows it at its new page address' },
  },
  errors: { 404: ['course_not_found'] },
});
