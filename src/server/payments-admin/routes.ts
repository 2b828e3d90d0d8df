import * as paymentsApi from '../../contracts/api/payments-admin';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { approveOrder } from './approve-order';
import { enrollmentRoutes } from './enrollment-routes';
import { exportOrdersCsv } from './export-orders-csv';
import { getOrderDetail } from './get-order-detail';
import { getOrderScreenshot } from './get-order-screenshot';
import { AppError } from '../errors';
import { keptFileResponse } from '../storage/kept-files';
import { listOrders } from './list-orders';
import { rejectOrder } from './reject-order';
import { settingsRoutes } from './settings-routes';

/** The admin enrollment/purchase dashboard (payments queue, enrollments, coupons, payment methods). */
export function paymentsAdminRoutes() {
  const router = createApiRouter();

  mount(router, paymentsApi.listOrders, async (c) => c.json(await listOrders(c.var.db, c.req.valid('query')), 200));

  mount(router, paymentsApi.exportOrdersCsv, async (c) => {
    const filters = c.req.valid('query');
    const chunks = exportOrdersCsv(c.var.db, filters);
    // The header and the first rows are read before answering, so a failure there is an error answer, not a cut file.
    const first = [(await chunks.next()).value ?? '', (await chunks.next()).value ?? ''].join('');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(first)),
      pull: async (controller) => {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      cancel: async () => {
        await chunks.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="hisab-orders-${filters.status}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  mount(router, paymentsApi.getOrderDetail, async (c) => c.json(await getOrderDetail(c.var.db, c.req.valid('param').reference), 200));

  mount(router, paymentsApi.getOrderScreenshot, async (c) => {
    const reference = c.req.valid('param').reference.toUpperCase();
    const shot = await getOrderScreenshot(c.var.db, reference);
    const headers = {
      'Content-Type': shot.type,
      'Content-Disposition': `inline; filename="${reference.replace(/[^A-Z0-9-]/g, '')}-payment"`,
      'Cache-Control': 'private, no-store',
    };
    const answer = await keptFileResponse(c.var.services.storage, shot.file, { range: c.req.header('range'), headers });
    if (!answer) throw new AppError('screenshot_not_found');
    return answer;
  });

  mount(router, paymentsApi.approveOrder, async (c) => c.json(await approveOrder(c.var.services, { actor: actorOf(c), reference: c.req.valid('param').reference, options: c.req.valid('json') }), 200));

  mount(router, paymentsApi.rejectOrder, async (c) => {
    return c.json(await rejectOrder(c.var.services, { actor: actorOf(c), reference: c.req.valid('param').reference, reason: c.req.valid('json').reason }), 200);
  });

  enrollmentRoutes(router);
  settingsRoutes(router);
  return router;
}
