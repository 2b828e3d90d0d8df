import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep one query layer portable
 * between SQLite and PostgreSQL:
 * - timestamps are ISO-8601 strings (TEXT on SQLite, timestamptz on
 *   PostgreSQL, read back as ISO strings by the pg type parser);
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - money is an integer number of paisa.
 */
export interface SubjectsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  level: string;
  position: number;
  marks: number;
  duration_minutes: number;
  pass_mark_percent: number;
  exam_format: string;
  summary: string;
  description: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SyllabusAreasTable {
  id: Generated<number>;
  subject_id: number;
  position: number;
  name: string;
  summary: string;
  weighting_percent: number | null;
}

/**
 * Better Auth's tables (see auth/auth-schema.ts). Better Auth writes them; the
 * project reads them for admin screens. Flags are 0/1 on SQLite and booleans
 * on PostgreSQL; dates are ISO strings on both through the project's Kysely.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: number | boolean;
  image: string | null;
  phone: string | null;
  role: string | null;
  banned: number | boolean | null;
  ban_reason: string | null;
  ban_expires: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: 'outbox' | 'smtp';
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: string;
  ip: string | null;
  created_at: Generated<string>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  subjects: SubjectsTable;
  syllabus_areas: SyllabusAreasTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  sign_in_failures: SignInFailuresTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
}
