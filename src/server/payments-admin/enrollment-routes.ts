import { recordIdParams } from '../../contracts/record-id-schemas';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  adminEnrollmentSchema,
  enrollmentListQuerySchema,
  enrollmentListSchema,
  extendEnrollmentSchema,
  manualEnrollmentSchema,
  revokeEnrollmentSchema,
} from '../../contracts/payments-admin-schemas';
import { actorOf } from '../admin/admin-only';
import type { AppEnv } from '../http/app-env';
import { enrollManually } from './enroll-manually';
import { extendEnrollment } from './extend-enrollment';
import { listEnrollments } from './list-enrollments';
import { revokeEnrollment } from './revoke-enrollment';
import { body, error, json, refusals, tags } from './route-helpers';

const idParams = recordIdParams;
const notFound = error(404, 'No such enrollment (`enrollment_not_found`)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/enrollments',
  tags,
  summary: 'Enrollments with progress: search by student, filter by course and state',
  request: { query: enrollmentListQuerySchema },
  responses: { 200: json(enrollmentListSchema, 'One page of enrollments and the course list'), ...refusals },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/admin/enrollments',
  tags,
  summary: 'Enrolls a student who paid another way (cash), recording a manual approved order',
  request: body(manualEnrollmentSchema),
  responses: {
    200: json(adminEnrollmentSchema, 'The enrollment'),
    ...refusals,
    ...error(404, 'Unknown email (`user_not_found`) or course (`course_not_found`)'),
    ...error(409, 'Already has active access (`already_enrolled`)'),
  },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/enrollments/{id}/revoke',
  tags,
  summary: "Ends a student's access to a course now",
  request: { params: idParams, ...body(revokeEnrollmentSchema) },
  responses: { 200: json(adminEnrollmentSchema, 'The enrollment'), ...refusals, ...notFound },
});

const extendRoute = createRoute({
  method: 'post',
  path: '/admin/enrollments/{id}/extend',
  tags,
  summary: 'Moves the end of access by some days or to a date; reactivates an expired enrollment',
  request: { params: idParams, ...body(extendEnrollmentSchema) },
  responses: { 200: json(adminEnrollmentSchema, 'The enrollment'), ...refusals, ...notFound, ...error(400, 'Bad days or date (`validation_failed`)'), ...error(409, 'Revoked (`enrollment_revoked`)') },
});

export function enrollmentRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listRoute, async (c) => c.json(await listEnrollments(c.var.db, c.req.valid('query')), 200));
  router.openapi(createRouteDef, async (c) => c.json(await enrollManually(c.var.services, { actor: actorOf(c), input: c.req.valid('json') }), 200));
  router.openapi(revokeRoute, async (c) => c.json(await revokeEnrollment(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, reason: c.req.valid('json').reason }), 200));
  router.openapi(extendRoute, async (c) => c.json(await extendEnrollment(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
}
