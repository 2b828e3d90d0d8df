import { homeSchema } from '../catalogue-schemas';
import { json, operation } from './operation';

export const getHome = operation({
  method: 'get',
  path: '/home',
  audience: 'visitor',
  tags: ['Courses'],
  summary: 'The home page: featured courses, mentors, latest posts and figures',
  responses: { 200: json(homeSchema, 'The home page content') },
});
