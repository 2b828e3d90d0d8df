import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { adminBasePathProblem } from '../contracts/admin-routes';
import { SITE } from '../contracts/site';
import { proxyEntryProblem } from './http/client-address';
import { readStorageUrl } from './storage/storage-url';
import { DEFAULT_ADMISSION } from './http/admission';

const portSchema = z.coerce
  .number({ error: 'must be a whole number from 0 (any free port) to 65535' })
  .int('must be a whole number from 0 (any free port) to 65535')
  .min(0, 'must be a whole number from 0 (any free port) to 65535')
  .max(65535, 'must be a whole number from 0 (any free port) to 65535');

const countSchema = (max: number) =>
  z.coerce
    .number({ error: `must be a whole number from 1 to ${max}` })
    .int(`must be a whole number from 1 to ${max}`)
    .min(1, `must be a whole number from 1 to ${max}`)
    .max(max, `must be a whole number from 1 to ${max}`);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  /** Server processes sharing the port; unset means one per core in production, one in development and tests. */
  WORKERS: countSchema(64).optional(),
  /** PostgreSQL connections each process keeps at most. */
  DATABASE_POOL_SIZE: countSchema(200).default(10),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (leave it unset to have one generated and kept in the database)').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL (leave it unset to keep mail in the local outbox)')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Hisab <no-reply@example.com>"').default('Hisab <no-reply@hisab.local>'),
  CONTACT_EMAIL: z.email({ error: 'must be an email address such as support@example.com' }).default(SITE.contact.email),
  ADMIN_BASE_PATH: z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/, 'must be a path such as /admin (lower-case letters, digits and dashes)')
    .superRefine((value, ctx) => {
      const problem = adminBasePathProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default('/admin'),
  /** Reverse proxies whose X-Forwarded-For is believed: addresses or ranges, comma-separated. Off by default. */
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = proxyEntryProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: `must list IP addresses or ranges separated by commas: ${problem}` });
      }
    })
    .default([]),
  /** S3-compatible object storage for every kept file (several app servers); unset keeps files under DATA_DIR/files. */
  STORAGE_URL: z
    .string()
    .superRefine((url, ctx) => {
      const read = readStorageUrl(url);
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
    })
    .optional(),
  /** Transcodes this machine runs at once (each at a low CPU priority); 0 runs none here. */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /** How long the storage sweep keeps a file no row names after it was last put (storage/sweep-storage.ts); a restored database backup older than this may name files swept since. */
  STORAGE_SWEEP_GRACE_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 8760' })
    .int('must be a whole number of hours from 1 to 8760')
    .min(1, 'must be a whole number of hours from 1 to 8760')
    .max(8760, 'must be a whole number of hours from 1 to 8760')
    .default(24),
  /** Whether a fresh install makes its demo lecture videos in the background (on by default). */
  DEMO_VIDEOS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** The longest a process lets its API requests in flight be expected to take before it answers new ones 503 with Retry-After (http/admission.ts); 0 never refuses. */
  OVERLOAD_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_ADMISSION.maxWaitMs),
});

export type RawConfig = z.infer<typeof configSchema>;

export type Config = {
  env: RawConfig['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Processes serving the port (node:cluster when more than one). */
  workers: number;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };
  /** Where users reach the site; derived from the port actually bound unless PUBLIC_URL is set. */
  publicUrl: string;
  publicUrlConfigured: boolean;
  logLevel: RawConfig['LOG_LEVEL'];
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are sent. */
  contactEmail: string;
  adminBasePath: string;
  /** Proxies allowed to say who the client is (X-Forwarded-For); empty: the socket's address is the client's. */
  trustedProxies: string[];
  /** S3-compatible storage address, or undefined for the local disk under dataDir/files. */
  storageUrl: string | undefined;
  transcodeConcurrency: number;
  /** STORAGE_SWEEP_GRACE_HOURS in milliseconds. */
  storageSweepGraceMs: number;
  /** OVERLOAD_WAIT_MS: see http/admission.ts. */
  overloadWaitMs: number;
  demoVideos: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once at start-up. Empty strings count as unset so a
 * blank line in an env file does not override a default. A bad value throws
 * a ConfigError whose message is one line naming the variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const value = cleaned[variable];
    const secret = variable === 'AUTH_SECRET';
    const shown = value === undefined || secret ? '' : ` (got "${variable.endsWith('_URL') ? redact(value) : value}")`;
    throw new ConfigError(`Configuration error: ${variable} ${issue.message}${shown}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    env: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    // One process per core in production, on either database: a single
    // saturated process accepts one new connection per turn of its event
    // loop, and on exam day the students' connections waited seconds in the
    // kernel (docs/decisions/2026-11-28-workers-accept-their-own-connections.md).
    workers: raw.WORKERS ?? (raw.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    database: raw.DATABASE_URL ? { kind: 'postgres', url: raw.DATABASE_URL, poolSize: raw.DATABASE_POOL_SIZE } : { kind: 'sqlite', file: path.join(dataDir, 'hisab.sqlite') },
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: raw.PUBLIC_URL !== undefined,
    logLevel: raw.LOG_LEVEL,
    authSecret: raw.AUTH_SECRET,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    contactEmail: raw.CONTACT_EMAIL,
    adminBasePath: raw.ADMIN_BASE_PATH,
    trustedProxies: raw.TRUSTED_PROXIES,
    storageUrl: raw.STORAGE_URL,
    transcodeConcurrency: raw.TRANSCODE_CONCURRENCY,
    storageSweepGraceMs: raw.STORAGE_SWEEP_GRACE_HOURS * 3600_000,
    demoVideos: raw.DEMO_VIDEOS === 'on',
    overloadWaitMs: raw.OVERLOAD_WAIT_MS,
  };
}

/** Hides the password in a connection URL before it reaches a log line. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}
