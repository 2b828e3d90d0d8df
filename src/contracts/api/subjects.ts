import { z } from 'zod';
import { subjectListSchema, subjectSchema } from '../subject-schemas';
import { json, operation } from './operation';

const tags = ['Subjects'];

export const listSubjects = operation({
  method: 'get',
  path: '/subjects',
  audience: 'visitor',
  tags,
  summary: 'The exam papers in curriculum order, with their exam facts and syllabus areas',
  responses: { 200: json(subjectListSchema, 'All papers') },
});

export const getSubject = operation({
  method: 'get',
  path: '/subjects/{name}',
  audience: 'visitor',
  tags,
  summary: 'One exam paper by its name (as in its page path) or slug',
  request: { params: z.object({ name: z.string().min(1).max(200) }) },
  responses: { 200: json(subjectSchema, 'The paper') },
  errors: { 404: ['subject_not_found'] },
});
