import { z } from 'zod';
import { operation } from './operation';

/** The last segment is "<slug>.svg"; the slug is what the handler looks up. */
const fileParam = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[^/]+\.svg$/, 'The image address ends in .svg')
    .transform((file) => file.slice(0, -'.svg'.length)),
});

/** The generated SVG of one kind of catalogue item, at /images/<folder>/<slug>.svg. */
function generatedImage<const Folder extends string>(folder: Folder, what: string) {
  return operation({
    method: 'get',
    path: `/images/${folder}/{file}` as `/images/${Folder}/{file}`,
    audience: 'visitor',
    tags: ['Images'],
    summary: `The generated SVG ${what}`,
    request: { params: fileParam },
    responses: { 200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } } },
    errors: {
      400: { codes: ['validation_failed'], description: 'The address does not end in .svg.' },
      404: { codes: ['image_not_found'], description: 'Nothing published has that slug.' },
    },
  });
}

export const courseCover = generatedImage('courses', 'cover of a published course (640x360)');
export const mentorPortrait = generatedImage('mentors', 'portrait of a mentor (400x400)');
export const postCover = generatedImage('posts', 'cover of a published blog post (800x420)');
