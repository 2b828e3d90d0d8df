import { z } from 'zod';
import { MEDIA_PRESETS, type MediaPreset } from '../images';
import { operation } from './operation';
import { byteRangeResponses } from './byte-ranges';

const PRESETS = Object.keys(MEDIA_PRESETS) as [MediaPreset, ...MediaPreset[]];
const FILE = new RegExp(`^(${PRESETS.join('|')})\\.(webp|avif)$`);

export const getMediaVariant = operation({
  method: 'get',
  path: '/media/{hash}/{file}',
  audience: 'visitor',
  tags: ['Images'],
  summary:
    'An uploaded image resized (cover 800x420, portrait 400x400, or 800/1600 wide and at most twice as tall) as WebP or AVIF, made on the first request and kept; the address holds its content hash, so it is cached for a year',
  request: {
    params: z.object({
      hash: z.string().regex(/^[0-9a-f]{64}$/, 'The image address holds its 64-character hash'),
      file: z
        .string()
        .max(20)
        .regex(FILE, `The file is one of ${PRESETS.join(', ')} with .webp or .avif`),
    }),
  },
  responses: { 200: { description: 'The picture', content: { 'image/webp': { schema: z.string() }, 'image/avif': { schema: z.string() } } }, ...byteRangeResponses },
  errors: {
    400: { codes: ['validation_failed'], description: 'The address is not an image address.' },
    404: { codes: ['image_not_found'], description: 'No image was uploaded with that hash.' },
    422: { codes: ['image_unrenderable'], description: 'This copy of the image could not be made; the failure is kept and answered at once.' },
  },
});
