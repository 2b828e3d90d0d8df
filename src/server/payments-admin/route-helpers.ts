import type { z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';

export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const refusals = {
  401: json(errorBodySchema, 'Not signed in (`unauthenticated`)'),
  403: json(errorBodySchema, 'Signed in without the admin role (`forbidden`)'),
};
export function error<S extends 400 | 404 | 409>(status: S, codes: string) {
  return { [status]: json(errorBodySchema, codes) } as { [K in S]: ReturnType<typeof json<typeof errorBodySchema>> };
}
export const tags = ['Admin: payments'];
