import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { errorBody } from '../errors';

/**
 * An OpenAPI router whose request validation failures answer in the API's
 * one error shape with the stable code `validation_failed`.
 */
export function createApiRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return c.json(errorBody('validation_failed', undefined, details), 400);
      }
    },
  });
}
