import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one catalogue of API errors. Codes are stable: clients and tests
 * branch on them, so never rename one; add a new one instead.
 */
export const ERRORS = {
  not_found: { status: 404, message: 'There is nothing at this address.' },
  subject_not_found: { status: 404, message: 'No exam paper has that name.' },
  unauthenticated: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'Your account is not allowed to do this.' },
  validation_failed: { status: 400, message: 'Some of the values sent are not valid.' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  method_not_allowed: { status: 405, message: 'This address does not accept that method.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  web_app_not_built: { status: 503, message: 'The web app has not been built yet. Run `npm run build`.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

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
