import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Accounts. The users, sessions, accounts, verifications and rate_limits
 * tables are Better Auth's (named in auth/auth-schema.ts, typed as Better
 * Auth expects); the rest are the project's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', t.authBoolean, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('phone', 'text')
    .addColumn('role', 'text')
    .addColumn('banned', t.authBoolean)
    .addColumn('ban_reason', 'text')
    .addColumn('ban_expires', t.authDate)
    .addColumn('created_at', t.authDate, (c) => c.notNull())
    .addColumn('updated_at', t.authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', t.authDate, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('impersonated_by', 'text')
    .addColumn('created_at', t.authDate, (c) => c.notNull())
    .addColumn('updated_at', t.authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', t.authDate)
    .addColumn('refresh_token_expires_at', t.authDate)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', t.authDate, (c) => c.notNull())
    .addColumn('updated_at', t.authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.authDate, (c) => c.notNull())
    .addColumn('created_at', t.authDate, (c) => c.notNull())
    .addColumn('updated_at', t.authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_request', 'bigint', (c) => c.notNull())
    .execute();

  // Failed sign-ins, counted per account and per IP across every server process.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_email_idx').on('sign_in_failures').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('sign_in_failures_ip_idx').on('sign_in_failures').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_settings', 'audit_log', 'mail_outbox', 'sign_in_failures', 'rate_limits', 'verifications', 'accounts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
