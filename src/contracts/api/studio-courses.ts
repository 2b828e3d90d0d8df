import { z } from 'zod';
import { courseDetailSchema } from '../catalogue-schemas';
import {
  courseIdParams,
  courseListQuerySchema,
  courseOptionsSchema,
  courseVersionBodySchema,
  coverPreviewQuerySchema,
  newCourseSchema,
  saveCourseSchema,
  studioCourseListSchema,
  studioCourseSchema,
} from '../studio-course-schemas';
import { json, jsonBody, operation } from './operation';

/** The studio's course editor: the list, a course's fields, its cover and preview, and its publishing. */

const tags = ['Admin: studio'];
const course = (description: string) => json(studioCourseSchema, description);
const invalidField = {
  codes: ['studio_link_not_found'],
  description: 'A field is not valid (`validation_failed` with details naming each field), or a chosen paper or mentor is gone (`details.field` names it).',
} as const;
const conflict = { codes: ['edit_conflict'], description: 'Another admin saved first (`details.currentVersion`).' } as const;

export const listStudioCourses = operation({
  method: 'get',
  path: '/admin/studio/courses',
  audience: 'admin',
  tags,
  summary: 'Courses for the studio: drafts and published (or the deleted ones), by title words, paper and status, latest updated first',
  request: { query: courseListQuerySchema },
  responses: { 200: json(studioCourseListSchema, 'The courses') },
});

export const courseOptions = operation({
  method: 'get',
  path: '/admin/studio/courses/options',
  audience: 'admin',
  tags,
  summary: 'The papers and mentors a course can be given',
  responses: { 200: json(courseOptionsSchema, 'The choices') },
});

export const createCourse = operation({
  method: 'post',
  path: '/admin/studio/courses',
  audience: 'admin',
  tags,
  summary: 'Starts a draft course of a paper from its title (the slug is made from the title)',
  request: { body: jsonBody(newCourseSchema) },
  responses: { 201: course('The draft') },
  errors: { 400: invalidField },
});

export const getStudioCourse = operation({
  method: 'get',
  path: '/admin/studio/courses/{id}',
  audience: 'admin',
  tags,
  summary: 'One course as the editor reads it (every field and its version)',
  request: { params: courseIdParams },
  responses: { 200: course('The course') },
  errors: { 404: ['studio_item_not_found'] },
});

export const saveCourse = operation({
  method: 'put',
  path: '/admin/studio/courses/{id}',
  audience: 'admin',
  tags,
  summary:
    'Saves every catalogue field of a course from the version the editor loaded; a published course changes on the site at once, and a changed slug keeps the old address as a permanent redirect',
  request: { params: courseIdParams, body: jsonBody(saveCourseSchema) },
  responses: { 200: course('The saved course') },
  errors: {
    400: invalidField,
    404: ['studio_item_not_found'],
    409: { codes: ['edit_conflict', 'slug_taken'], description: 'Another admin saved first (`details.currentVersion`), or another course has the address.' },
  },
});

export const duplicateCourse = operation({
  method: 'post',
  path: '/admin/studio/courses/{id}/duplicate',
  audience: 'admin',
  tags,
  summary: 'Copies a course as a new draft ("Copy of …") with its sections and lessons',
  request: { params: courseIdParams },
  responses: { 201: course('The copy') },
  errors: { 404: ['studio_item_not_found'] },
});

export const coursePreviewCover = operation({
  method: 'get',
  path: '/admin/studio/courses/{id}/cover',
  audience: 'admin',
  tags,
  summary: "A course's generated cover (drafts too), optionally with another theme or title to try before saving",
  request: { params: courseIdParams, query: coverPreviewQuerySchema },
  responses: { 200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } } },
  errors: { 404: ['studio_item_not_found'] },
});

export const previewCourse = operation({
  method: 'get',
  path: '/admin/studio/courses/preview/{slug}',
  audience: 'admin',
  tags,
  summary: 'View as a student: the course page as students will see it, drafts included (admins only)',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: { 200: json(courseDetailSchema.extend({ previewOf: z.number().int() }), 'The course page') },
  errors: { 404: { codes: ['course_not_found'], description: 'No course that is not deleted has that slug.' } },
});

/** Publish, unpublish, delete and restore: each from the version the editor showed, each answering the course. */
const versioned = { request: { params: courseIdParams, body: jsonBody(courseVersionBodySchema) }, responses: { 200: course('The course') } };

export const publishCourse = operation({
  method: 'post',
  path: '/admin/studio/courses/{id}/publish',
  audience: 'admin',
  tags,
  summary: 'Publishes a course: it needs a summary, a published lesson and a price that can be charged',
  ...versioned,
  errors: {
    404: ['studio_item_not_found'],
    409: { codes: ['edit_conflict', 'course_not_ready'], description: 'Another admin saved first (`details.currentVersion`), or the course is not ready (`details.missing` says what is missing).' },
  },
});

export const unpublishCourse = operation({
  method: 'post',
  path: '/admin/studio/courses/{id}/unpublish',
  audience: 'admin',
  tags,
  summary: 'Takes a course out of the catalogue as a draft; enrolled students keep it',
  ...versioned,
  errors: { 404: ['studio_item_not_found'], 409: conflict },
});

export const deleteCourse = operation({
  method: 'post',
  path: '/admin/studio/courses/{id}/delete',
  audience: 'admin',
  tags,
  summary: 'Deletes a course softly (unpublished, kept, can be restored); refused while students have access',
  ...versioned,
  errors: {
    404: ['studio_item_not_found'],
    409: { codes: ['edit_conflict', 'has_students'], description: 'Another admin saved first (`details.currentVersion`), or students have access (`details.students`).' },
  },
});

export const restoreCourse = operation({
  method: 'post',
  path: '/admin/studio/courses/{id}/restore',
  audience: 'admin',
  tags,
  summary: 'Restores a deleted course as a draft',
  ...versioned,
  errors: { 404: ['studio_item_not_found'], 409: conflict },
});
