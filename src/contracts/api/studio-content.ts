import {
  contentOptionsSchema,
  contentPageParams,
  mentorListQuerySchema,
  newMentorSchema,
  newPostSchema,
  postListQuerySchema,
  saveMentorSchema,
  savePageSchema,
  savePostSchema,
  studioIdParams,
  studioMentorListSchema,
  studioMentorSchema,
  studioPageListSchema,
  studioPageSchema,
  studioPostListSchema,
  studioPostSchema,
} from '../studio-content-schemas';
import { json, jsonBody, operation } from './operation';
import { versionAction } from './studio-version-action';

/**
 * The content studio's posts, mentors and content pages, and the choices
 * their editors offer. Files and images are in studio-files.ts.
 */

const tags = ['Admin: studio'];
const linkGone = { codes: ['studio_link_not_found'], description: 'A chosen paper, mentor or image does not exist any more (`details.field` names the field).' } as const;
const staleOrTaken = {
  codes: ['edit_conflict', 'slug_taken'],
  description: 'Saved by another admin since it was loaded (`details.currentVersion`), or the address is another item’s (`details.field` is `slug`).',
} as const;
const stale = { codes: ['edit_conflict'], description: 'Changed by another admin since it was loaded (`details.currentVersion`).' } as const;

export const contentOptions = operation({
  method: 'get',
  path: '/admin/studio/content-options',
  audience: 'admin',
  tags,
  summary: 'The papers, mentors and courses an editor can choose from (deleted ones left out)',
  responses: { 200: json(contentOptionsSchema, 'The choices') },
});

/* ---------- Posts ---------- */

export const listPosts = operation({
  method: 'get',
  path: '/admin/studio/posts',
  audience: 'admin',
  tags,
  summary: 'Blog posts for the studio (drafts too), filtered by status and search words',
  request: { query: postListQuerySchema },
  responses: { 200: json(studioPostListSchema, 'The posts') },
});

export const createPost = operation({
  method: 'post',
  path: '/admin/studio/posts',
  audience: 'admin',
  tags,
  summary: 'Starts a draft post from a title',
  request: { body: jsonBody(newPostSchema) },
  responses: { 201: json(studioPostSchema, 'The draft') },
});

export const getPost = operation({
  method: 'get',
  path: '/admin/studio/posts/{id}',
  audience: 'admin',
  tags,
  summary: 'One post as the editor reads it',
  request: { params: studioIdParams },
  responses: { 200: json(studioPostSchema, 'The post') },
  errors: { 404: ['studio_item_not_found'] },
});

export const savePost = operation({
  method: 'put',
  path: '/admin/studio/posts/{id}',
  audience: 'admin',
  tags,
  summary: 'Saves every field of a post from the version the editor loaded',
  request: { params: studioIdParams, body: jsonBody(savePostSchema) },
  responses: { 200: json(studioPostSchema, 'The saved post') },
  errors: { 400: linkGone, 404: ['studio_item_not_found'], 409: staleOrTaken },
});

export const publishPost = versionAction('posts', 'publish', 'Publishes a post (the first time sets its date)', studioPostSchema, {
  codes: ['edit_conflict', 'publish_incomplete'],
  description: 'Changed by another admin since it was loaded (`details.currentVersion`), or the title, excerpt or body is empty (`details.missing`).',
});
export const unpublishPost = versionAction('posts', 'unpublish', 'Takes a post off the blog, keeping it as a draft', studioPostSchema, stale);
export const deletePost = versionAction('posts', 'delete', 'Deletes a post softly (unpublished, kept, can be restored)', studioPostSchema, stale);
export const restorePost = versionAction('posts', 'restore', 'Restores a deleted post as a draft', studioPostSchema, stale);

/* ---------- Mentors ---------- */

export const listMentors = operation({
  method: 'get',
  path: '/admin/studio/mentors',
  audience: 'admin',
  tags,
  summary: 'Mentors in their set order, with their course counts',
  request: { query: mentorListQuerySchema },
  responses: { 200: json(studioMentorListSchema, 'The mentors') },
});

export const createMentor = operation({
  method: 'post',
  path: '/admin/studio/mentors',
  audience: 'admin',
  tags,
  summary: 'Adds a mentor by name',
  request: { body: jsonBody(newMentorSchema) },
  responses: { 201: json(studioMentorSchema, 'The mentor') },
});

export const getMentor = operation({
  method: 'get',
  path: '/admin/studio/mentors/{id}',
  audience: 'admin',
  tags,
  summary: 'One mentor as the editor reads it',
  request: { params: studioIdParams },
  responses: { 200: json(studioMentorSchema, 'The mentor') },
  errors: { 404: ['studio_item_not_found'] },
});

export const saveMentor = operation({
  method: 'put',
  path: '/admin/studio/mentors/{id}',
  audience: 'admin',
  tags,
  summary: 'Saves every field of a mentor from the version the editor loaded',
  request: { params: studioIdParams, body: jsonBody(saveMentorSchema) },
  responses: { 200: json(studioMentorSchema, 'The saved mentor') },
  errors: { 400: linkGone, 404: ['studio_item_not_found'], 409: staleOrTaken },
});

export const deleteMentor = versionAction('mentors', 'delete', 'Deletes a mentor softly; refused while they teach a course', studioMentorSchema, {
  codes: ['edit_conflict', 'mentor_has_courses'],
  description: 'Changed by another admin since it was loaded (`details.currentVersion`), or named on courses not deleted (`details.courses` lists them).',
});
export const restoreMentor = versionAction('mentors', 'restore', 'Restores a deleted mentor', studioMentorSchema, stale);

/* ---------- Content pages ---------- */

export const listPages = operation({
  method: 'get',
  path: '/admin/studio/pages',
  audience: 'admin',
  tags,
  summary: 'The content pages (about, children-education, health-coach)',
  responses: { 200: json(studioPageListSchema, 'The pages') },
});

export const getPage = operation({
  method: 'get',
  path: '/admin/studio/pages/{slug}',
  audience: 'admin',
  tags,
  summary: 'One content page as the editor reads it',
  request: { params: contentPageParams },
  responses: { 200: json(studioPageSchema, 'The page') },
  errors: { 404: ['studio_item_not_found'] },
});

export const savePage = operation({
  method: 'put',
  path: '/admin/studio/pages/{slug}',
  audience: 'admin',
  tags,
  summary: 'Saves a content page from the version the editor loaded',
  request: { params: contentPageParams, body: jsonBody(savePageSchema) },
  responses: { 200: json(studioPageSchema, 'The saved page') },
  errors: { 404: ['studio_item_not_found'], 409: stale },
});
