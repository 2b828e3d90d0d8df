import {
  newResourceQuerySchema,
  replaceFileQuerySchema,
  resourceListQuerySchema,
  saveResourceSchema,
  studioIdParams,
  studioResourceListSchema,
  studioResourceSchema,
  uploadedMediaSchema,
} from '../studio-content-schemas';
import { json, jsonBody, operation } from './operation';
import { versionAction } from './studio-version-action';

/**
 * The content studio's downloadable files and uploaded images. A file or
 * an image is the request body itself (its bytes, not a form), which the
 * web sends with `upload()` for its progress; what a file is travels in
 * the query.
 */

const tags = ['Admin: studio'];
const binary = { schema: { type: 'string', format: 'binary' } } as const;
const fileBody = { required: true, content: { 'application/octet-stream': binary, 'application/pdf': binary, 'image/png': binary, 'image/jpeg': binary } } as const;
const fileRefusals = { 413: ['file_too_large'], 415: ['file_type_not_allowed'] } as const;
const linkGone = { codes: ['studio_link_not_found'], description: 'The chosen paper or course does not exist any more.' } as const;
const stale = { codes: ['edit_conflict'], description: 'Changed by another admin since it was loaded (`details.currentVersion`).' } as const;

/* ---------- Resources ---------- */

export const listResources = operation({
  method: 'get',
  path: '/admin/studio/resources',
  audience: 'admin',
  tags,
  summary: 'Downloadable files (without their bytes)',
  request: { query: resourceListQuerySchema },
  responses: { 200: json(studioResourceListSchema, 'The files') },
});

export const createResource = operation({
  method: 'post',
  path: '/admin/studio/resources',
  audience: 'admin',
  tags,
  summary: 'Uploads a new file (PDF, XLSX, DOCX, PNG or JPEG by its bytes, up to 20 MB) as the body, with what it is in the query',
  request: { query: newResourceQuerySchema, body: fileBody },
  responses: { 201: json(studioResourceSchema, 'The file') },
  errors: { 400: linkGone, ...fileRefusals },
});

export const getResource = operation({
  method: 'get',
  path: '/admin/studio/resources/{id}',
  audience: 'admin',
  tags,
  summary: 'One file as the editor reads it',
  request: { params: studioIdParams },
  responses: { 200: json(studioResourceSchema, 'The file') },
  errors: { 404: ['studio_item_not_found'] },
});

export const saveResource = operation({
  method: 'put',
  path: '/admin/studio/resources/{id}',
  audience: 'admin',
  tags,
  summary: "Saves a file's title, description, paper and access from the version the editor loaded",
  request: { params: studioIdParams, body: jsonBody(saveResourceSchema) },
  responses: { 200: json(studioResourceSchema, 'The saved file') },
  errors: { 400: linkGone, 404: ['studio_item_not_found'], 409: stale },
});

export const replaceResourceFile = operation({
  method: 'put',
  path: '/admin/studio/resources/{id}/file',
  audience: 'admin',
  tags,
  summary: 'Replaces the file itself (same download address), from the version the editor loaded',
  request: { params: studioIdParams, query: replaceFileQuerySchema, body: fileBody },
  responses: { 200: json(studioResourceSchema, 'The file') },
  errors: { 404: ['studio_item_not_found'], 409: stale, ...fileRefusals },
});

export const deleteResource = versionAction('resources', 'delete', 'Takes a file off the site (kept, can be restored)', studioResourceSchema, stale);
export const restoreResource = versionAction('resources', 'restore', 'Puts a deleted file back', studioResourceSchema, stale);

/* ---------- Images ---------- */

export const uploadImage = operation({
  method: 'post',
  path: '/admin/studio/media',
  audience: 'admin',
  tags,
  summary:
    'Uploads an image (PNG, JPEG or WebP, checked by its bytes and decoded whole, up to 8 MB, at least 16 px a side, no side over 10 times the other) for a post cover, a mentor photo or a picture in Markdown',
  request: { body: { required: true, content: { 'image/png': binary, 'image/jpeg': binary, 'image/webp': binary, 'application/octet-stream': binary } } },
  responses: { 201: json(uploadedMediaSchema, 'The image and its addresses') },
  errors: {
    413: ['image_too_large'],
    415: ['upload_not_image'],
    422: {
      codes: ['image_too_small', 'image_too_elongated', 'image_incomplete'],
      description: 'Under 16 px a side, one side over 10 times the other, or its pixels do not decode to the end.',
    },
  },
});
