import type { OpenAPIHono } from '@hono/zod-openapi';
import * as paymentsApi from '../../contracts/api/payments-admin';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import type { AppEnv } from '../http/app-env';
import { enrollManually } from './enroll-manually';
import { extendEnrollment } from './extend-enrollment';
import { listEnrollments } from './list-enrollments';
import { revokeEnrollment } from './revoke-enrollment';

export function enrollmentRoutes(router: OpenAPIHono<AppEnv>) {
  mount(router, paymentsApi.listEnrollments, async (c) => c.json(await listEnrollments(c.var.db, c.req.valid('query')), 200));
  mount(router, paymentsApi.enrollManually, async (c) => c.json(await enrollManually(c.var.services, { actor: actorOf(c), input: c.req.valid('json') }), 200));
  mount(router, paymentsApi.revokeEnrollment, async (c) => c.json(await revokeEnrollment(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, reason: c.req.valid('json').reason }), 200));
  mount(router, paymentsApi.extendEnrollment, async (c) => c.json(await extendEnrollment(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
}
