import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, type ErrorCode } from '../contracts/error-catalogue';

export { ERRORS, type ErrorCode };

export class AppError extends Error {
  override name = 'AppError';
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  return { error: { code, message: message ?? ERRORS[code].message, ...(details === undefined ? {} : { details }) } };
}
