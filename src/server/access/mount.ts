import type { Context, MiddlewareHandler, Next } from 'hono';
import { createRoute, type OpenAPIHono, type RouteHandler } from '@hono/zod-openapi';
import { declaredCodes, type Operation } from '../../contracts/api/operation';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { audienceCheck } from './audience';

/**
 * An operation's OpenAPI route: its declaration with the audience's check in
 * front and the audience written into the document (`x-audience`), which the
 * refusal walk reads to know what each operation must refuse. `before` runs
 * after the audience's check and before the handler: the server's own limits
 * on a route (an upload's size), which the declaration shared with the web
 * does not carry.
 */
export function routeOf<O extends Operation>(op: O, before: MiddlewareHandler<AppEnv>[] = []) {
  const { audience, errors: _errors, ...route } = op;
  return createRoute({ ...route, middleware: [...audienceCheck(audience), ...before], 'x-audience': audience });
}

export type OperationHandler<O extends Operation> = RouteHandler<ReturnType<typeof routeOf<O>>, AppEnv>;

/**
 * Whether an operation answering a code it does not declare is a bug that
 * fails the request (in tests, so the contract cannot drift from the code)
 * rather than only a line in the log (in production, where the student
 * still gets the right refusal).
 */
const strict = process.env.NODE_ENV === 'test';

/** Mounts one declared operation on a router with its audience's check, then the route's own `before` middleware. */
export function mount<O extends Operation>(router: OpenAPIHono<AppEnv>, op: O, handler: OperationHandler<O>, ...before: MiddlewareHandler<AppEnv>[]): void {
  const underAdmin = op.path.startsWith('/admin/');
  if ((op.audience === 'admin') !== underAdmin && op.path !== '/admin/sign-in') {
    // The admin gate covers /admin/* and nothing else: an admin operation elsewhere would be open.
    throw new Error(`${op.method.toUpperCase()} ${op.path}: admin operations live under /admin/ and only they do`);
  }
  if ((op.audience === 'tutor') !== op.path.startsWith('/marking/')) {
    // Tutors are refused everything under /admin; the marking area is theirs and lives apart.
    throw new Error(`${op.method.toUpperCase()} ${op.path}: tutor operations live under /marking/ and only they do`);
  }
  const codes = declaredCodes(op);
  const checked = (async (c: Context<AppEnv>, next: Next) => {
    try {
      return await (handler as unknown as (c: Context<AppEnv>, next: Next) => Promise<Response>)(c, next);
    } catch (error) {
      if (error instanceof AppError && !codes.has(error.code)) {
        const message = `${op.method.toUpperCase()} ${op.path} answered \`${error.code}\`, which its contract does not declare`;
        if (strict) throw new Error(message, { cause: error });
        c.var.services.logger.warn(message);
      }
      throw error;
    }
  }) as unknown as OperationHandler<O>;
  router.openapi(routeOf(op, before), checked);
}
