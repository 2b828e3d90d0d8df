import { createRoute, type z } from '@hono/zod-openapi';
import { studioIdParams, versionBodySchema } from '../../../contracts/studio-content-schemas';
import { body, failure, json, refusals } from '../route-helpers';

/** `POST /admin/studio/<kind>/{id}/<verb>` with `{ version }`: publish, unpublish, delete, restore. */
export function actionRoute<T extends z.ZodType>(kind: string, verb: string, summary: string, answer: T, codes = '') {
  return createRoute({
    method: 'post',
    path: `/admin/studio/${kind}/{id}/${verb}`,
    tags: ['Admin: studio'],
    summary,
    request: { params: studioIdParams, ...body(versionBodySchema) },
    responses: {
      200: json(answer, 'The item after the change'),
      400: failure('`validation_failed`'),
      ...refusals,
      404: failure('`studio_item_not_found`'),
      409: failure(`\`edit_conflict\`${codes}`),
    },
  });
}
