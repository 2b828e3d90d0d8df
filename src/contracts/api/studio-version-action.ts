import type { z } from 'zod';
import { studioIdParams, versionBodySchema } from '../studio-content-schemas';
import { json, jsonBody, operation, type ErrorMap } from './operation';

/**
 * `POST /admin/studio/<kind>/{id}/<verb>` with `{ version }`: publishing,
 * unpublishing, deleting or restoring a post, a mentor or a file, each
 * from the version the editor loaded. The kind and the verb stay literal
 * types, so the declaration's key ("POST /admin/studio/posts/{id}/publish")
 * reaches the registry as it is. `conflict` lists the 409s: `edit_conflict`
 * always, with what else the action may refuse.
 */
export function versionAction<const Kind extends string, const Verb extends string, S extends z.ZodType, const C extends NonNullable<ErrorMap[409]>>(
  kind: Kind,
  verb: Verb,
  summary: string,
  answer: S,
  conflict: C,
) {
  return operation({
    method: 'post',
    path: `/admin/studio/${kind}/{id}/${verb}` as `/admin/studio/${Kind}/{id}/${Verb}`,
    audience: 'admin',
    tags: ['Admin: studio'],
    summary,
    request: { params: studioIdParams, body: jsonBody(versionBodySchema) },
    responses: { 200: json(answer, 'The item after the change') },
    errors: { 404: ['studio_item_not_found'], 409: conflict },
  });
}
