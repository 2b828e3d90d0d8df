import type { z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';

/** Shorthands for the studio's OpenAPI routes; every studio route answers 401 and 403 from the gate. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const refusals = {
  401: json(errorBodySchema, 'Not signed in (`unauthenticated`)'),
  403: json(errorBodySchema, 'Signed in without the admin role (`forbidden`)'),
};
export const failure = (codes: string) => json(errorBodySchema, codes);
