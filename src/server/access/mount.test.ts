import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, operation } from '../../contracts/api/operation';
import { AppError, errorBody } from '../errors';
import { createApiRouter } from '../http/api-router';
import { mount } from './mount';

const answers = operation({
  method: 'get',
  path: '/probe/{id}',
  audience: 'visitor',
  tags: ['Probe'],
  summary: 'A probe that refuses with the code it is asked for',
  request: { params: z.object({ id: z.string() }), query: z.object({ code: z.string() }) },
  responses: { 200: json(z.object({ id: z.string() }), 'The probe') },
  errors: { 404: ['course_not_found'] },
});

function app() {
  const router = createApiRouter();
  mount(router, answers, (c) => {
    const { code } = c.req.valid('query');
    if (code !== 'none') throw new AppError(code as 'course_not_found');
    return c.json({ id: c.req.valid('param').id }, 200);
  });
  router.onError((error, c) => (error instanceof AppError ? c.json(errorBody(error.code), error.status) : c.json({ failed: error.message }, 500)));
  return router;
}

describe('mount', () => {
  it('answers a declared refusal as declared', async () => {
    const response = await app().request('/probe/a?code=course_not_found');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'course_not_found' } });
  });

  it('fails, in tests, an operation that answers a code its contract does not declare', async () => {
    const response = await app().request('/probe/a?code=cart_full');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ failed: 'GET /probe/{id} answered `cart_full`, which its contract does not declare' });
  });

  it('lets the pipeline refusals through without declaring them', async () => {
    expect((await app().request('/probe/a?code=too_many_requests')).status).toBe(429);
  });

  it('writes the audience into the OpenAPI document', () => {
    const document = app().getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(document.paths?.['/probe/{id}']?.get).toMatchObject({ 'x-audience': 'visitor' });
    expect(Object.keys(document.paths?.['/probe/{id}']?.get?.responses ?? {}).sort()).toEqual(['200', '400', '404']);
  });

  it('refuses to mount an admin operation outside /admin, or any other operation inside it', () => {
    const outside = operation({ method: 'get', path: '/reports', audience: 'admin', tags: [], summary: 's', responses: { 200: json(z.object({}), 'r') } });
    const inside = operation({ method: 'get', path: '/admin/reports', audience: 'student', tags: [], summary: 's', responses: { 200: json(z.object({}), 'r') } });
    expect(() => mount(createApiRouter(), outside, (c) => c.json({}, 200))).toThrow(/admin operations live under \/admin\//);
    expect(() => mount(createApiRouter(), inside, (c) => c.json({}, 200))).toThrow(/admin operations live under \/admin\//);
  });
});
