import type { ZodType } from 'zod';

/** A form's messages by field. */
export type FieldErrors = Record<string, string>;

/** Which form field a checked path belongs to ("pricePaisa" to "price", "outcomes.2" to "outcomes"); the path itself when not given. */
export type FieldOf = (path: string) => string;

function collect(issues: { path: string; message: string }[], fieldOf: FieldOf = (path) => path): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[fieldOf(path)] ??= message;
  return errors;
}

/**
 * The contract's own check of what the form would send, before it is sent:
 * the same schema the server validates with, so the browser shows the
 * server's words, each beside its field (the first message per field).
 */
export function schemaFieldErrors(schema: ZodType, value: unknown, fieldOf?: FieldOf): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return collect(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    fieldOf,
  );
}

/**
 * The fields a refused save names: validation_failed lists each path and
 * message in its details; a refusal about one field (an address taken, a
 * link to something gone) names it as `details.field`.
 */
export function serverFieldErrors(caught: unknown, fieldOf?: FieldOf): FieldErrors {
  if (!(caught instanceof Error)) return {};
  const { code, details } = caught as Error & { code?: unknown; details?: unknown };
  if (code === 'validation_failed' && Array.isArray(details)) {
    return collect((details as { path?: string; message?: string }[]).filter((d) => d.path && d.message) as { path: string; message: string }[], fieldOf);
  }
  const field = (details as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? collect([{ path: field, message: caught.message }], fieldOf) : {};
}
