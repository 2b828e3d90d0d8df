import { createApiRouter } from '../http/api-router';

/** Checkout, payment methods and the student's order status. */
export function checkoutRoutes() {
  const router = createApiRouter();
  return router;
}
