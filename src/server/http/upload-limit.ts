import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorCodeOf, Operation } from '../../contracts/api/operation';
import type { ErrorCodeWithStatus } from '../../contracts/error-catalogue';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

/**
 * A file upload's own size limit, put on the router in front of its
 * operation (call it before `mount`): the pipeline's 64 kB cap leaves
 * upload paths to it (request-size.ts). The body is counted as it streams
 * in, so no more than the limit is ever read; a larger one answers the
 * operation's own 413 code, which it must declare.
 */
export function limitUpload<O extends Operation>(router: OpenAPIHono<AppEnv>, op: O, maxBytes: number, code: Extract<ErrorCodeOf<O>, ErrorCodeWithStatus<413>>): void {
  const path = op.path.replace(/\{(\w+)\}/g, ':$1');
  router.on(
    op.method.toUpperCase(),
    path,
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new AppError(code);
      },
    }),
  );
}
