import { createRoute } from '@hono/zod-openapi';
import { contactMessageSchema, contactReceivedSchema } from '../../contracts/contact-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { sendContactMessage } from './send-contact-message';

const json = { 'application/json': { schema: errorBodySchema } };

const sendRoute = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: 'Sends a message to the team; the visitor gets a confirmation by email',
  request: { body: { required: true, content: { 'application/json': { schema: contactMessageSchema } } } },
  responses: {
    201: { description: 'Received', content: { 'application/json': { schema: contactReceivedSchema } } },
    400: { description: 'A field is not valid (`validation_failed`, details name each field)', content: json },
    429: { description: 'Too many messages from this address in the last hour (`contact_rate_limited`)', content: json },
  },
});

export function contactRoutes() {
  const router = createApiRouter();
  router.openapi(sendRoute, async (c) => {
    await sendContactMessage(c.var.services, { input: c.req.valid('json'), ip: c.var.clientIp });
    return c.json({ received: true as const }, 201);
  });
  return router;
}
