import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ERRORS, type ErrorCode, type ErrorCodeWithStatus, type ErrorStatus } from '../error-catalogue';
import { errorBodySchema } from '../errors';

/**
 * One declaration per API operation: the server builds its OpenAPI route
 * from it (src/server/access/mount.ts) and the web calls it through the one
 * typed client (src/web/api/client.ts), so a path, a body or an error code
 * exists in one place and a mismatch is a compile error on either side.
 * The import above is a type: nothing of Hono reaches the browser.
 */

/**
 * Who may call an operation. The server installs the matching check; the
 * refusal walk proves it. `tutor`: a tutor or an admin (the marking area);
 * which papers a tutor may mark is checked by the operation itself.
 */
export type Audience = 'visitor' | 'student' | 'tutor' | 'admin';

type ErrorList<S extends ErrorStatus> = readonly ErrorCodeWithStatus<S>[];

/**
 * The error codes an operation may answer, by status; a code the catalogue
 * gives another status is a compile error. The audience's own refusals
 * (401, 403) and `validation_failed` are added by `operation()`.
 */
export type ErrorMap = { [S in ErrorStatus]?: ErrorList<S> | { codes: ErrorList<S>; description: string } };

export type Declaration = Omit<RouteConfig, 'middleware' | 'hide' | 'method' | 'tags' | 'summary'> & {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  summary: string;
  tags: string[];
  audience: Audience;
  errors?: ErrorMap;
};

const problemContent = { 'application/json': { schema: errorBodySchema } };
type Problem = { description: string; content: typeof problemContent };

/** The refusals every operation of an audience may answer before its own code runs. */
const AUDIENCE_ERRORS = {
  visitor: {},
  student: { 401: ['unauthenticated'] },
  tutor: { 401: ['unauthenticated'], 403: ['forbidden'] },
  admin: { 401: ['unauthenticated'], 403: ['forbidden'] },
} as const satisfies Record<Audience, ErrorMap>;

/** Refusals any operation may answer: the request pipeline's, before routing. */
export const PIPELINE_ERRORS = [
  'validation_failed',
  'malformed_json',
  'body_too_large',
  'unsupported_media_type',
  'forbidden_origin',
  'too_many_requests',
  'server_busy',
  'internal_error',
] as const satisfies readonly ErrorCode[];

type CodesIn<M> = Extract<{ [S in keyof M]: M[S] extends readonly (infer C)[] ? C : M[S] extends { codes: readonly (infer C)[] } ? C : never }[keyof M], ErrorCode>;

/** Every code an operation may answer: its own, its audience's and the pipeline's. */
export type ErrorCodeOf<O extends Operation> = CodesIn<O['errors']> | CodesIn<(typeof AUDIENCE_ERRORS)[O['audience']]> | (typeof PIPELINE_ERRORS)[number];

type ErrorResponses<D extends Declaration> = { [S in keyof D['errors'] | keyof (typeof AUDIENCE_ERRORS)[D['audience']] | 400]: Problem };

export type Operation<D extends Declaration = Declaration> = Omit<D, 'responses' | 'errors'> & {
  errors: NonNullable<D['errors']>;
  responses: D['responses'] & ErrorResponses<D>;
};

function describe(entry: ErrorList<ErrorStatus> | { codes: ErrorList<ErrorStatus>; description: string }): string {
  const codes = 'codes' in entry ? entry.codes : entry;
  const list = codes.map((code) => `\`${code}\`: ${ERRORS[code].message}`).join(' ');
  return 'codes' in entry ? `${entry.description} ${list}` : list;
}

/** Declares an API operation; its error responses are written into the OpenAPI document from `errors`. */
export function operation<const D extends Declaration>(declaration: D): Operation<D> {
  const errors: ErrorMap = { ...AUDIENCE_ERRORS[declaration.audience], ...declaration.errors };
  const existing400 = errors[400];
  // A 400 the declaration describes keeps its own words (what else it refuses, what `details` holds).
  const described400 = existing400 && 'codes' in existing400 ? existing400.description : 'The request does not fit this operation.';
  errors[400] = { codes: [...new Set(['validation_failed', ...(existing400 ? ('codes' in existing400 ? existing400.codes : existing400) : [])])] as ErrorList<400>, description: described400 };
  const responses: Record<number, Problem> = {};
  for (const [status, entry] of Object.entries(errors)) {
    if (entry) responses[Number(status)] = { description: describe(entry), content: problemContent };
  }
  return { ...declaration, errors: declaration.errors ?? {}, responses: { ...responses, ...declaration.responses } } as unknown as Operation<D>;
}

/** The codes an operation declares, its audience's and the pipeline's, as a set the server checks answers against. */
export function declaredCodes(op: Operation): ReadonlySet<string> {
  const codes = new Set<string>(PIPELINE_ERRORS);
  for (const map of [AUDIENCE_ERRORS[op.audience] as ErrorMap, op.errors]) {
    for (const entry of Object.values(map)) if (entry) for (const code of 'codes' in entry ? entry.codes : entry) codes.add(code);
  }
  return codes;
}

/** A JSON response of the given schema. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body of the given schema. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** A group of operations: the web imports a group, the server mounts each of them. */
export type OperationGroup = Record<string, Operation>;
