import { createApiRouter } from '../http/api-router';

/** The admin enrollment/purchase dashboard (payments queue, enrollments, coupons, payment methods). */
export function paymentsAdminRoutes() {
  const router = createApiRouter();
  return router;
}
