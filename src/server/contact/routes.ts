import * as contactApi from '../../contracts/api/contact';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { sendContactMessage } from './send-contact-message';

export function contactRoutes() {
  const router = createApiRouter();
  mount(router, contactApi.sendContactMessage, async (c) => {
    await sendContactMessage(c.var.services, { input: c.req.valid('json'), ip: c.var.clientIp });
    return c.json({ received: true as const }, 201);
  });
  return router;
}
