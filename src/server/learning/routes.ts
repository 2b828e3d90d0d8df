import { createApiRouter } from '../http/api-router';

/** The student's enrollments, purchases, and the course player. */
export function learningRoutes() {
  const router = createApiRouter();
  return router;
}
