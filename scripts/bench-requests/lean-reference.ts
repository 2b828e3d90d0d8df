import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { serve } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';

/**
 * The lean reference of bench:requests, run in its own process: the least
 * a signed-in cart count can cost on this stack (Hono on Node, the same
 * database). No middleware. The session cookie is checked with node:crypto,
 * the session and its user come from one prepared join, the count from one
 * prepared query; nothing is cached. GET /bare is the stack's floor.
 * Env: PORT, AUTH_SECRET, and DATA_DIR (SQLite) or DATABASE_URL.
 */
const COOKIE = 'hisab.session_token=';
const SESSION_SQL = 'SELECT s.user_id, s.expires_at, u.banned FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1';
const COUNT_SQL = 'SELECT count(*) AS n FROM cart_items WHERE user_id = $1';
type Row = Record<string, unknown> | undefined;
const secret = process.env.AUTH_SECRET!;

let query: (name: string, sql: string, value: string) => Promise<Row>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (name, text, value) => (await pool.query({ name, text, values: [value] })).rows[0];
} else {
  const db = new SQLite(path.join(process.env.DATA_DIR!, 'hisab.sqlite'));
  const statements = new Map<string, SQLite.Statement<[string], Row>>();
  query = async (name, text, value) => {
    if (!statements.has(name)) statements.set(name, db.prepare<[string], Row>(text.replace(/\$\d/g, '?')));
    return statements.get(name)!.get(value);
  };
}

/** The token of a valid `value.base64(HMAC-SHA256(secret, value))` cookie, or null. */
function verifiedToken(header: string | undefined): string | null {
  const part = header?.split(/;\s*/).find((p) => p.startsWith(COOKIE));
  if (!part) return null;
  const raw = decodeURIComponent(part.slice(COOKIE.length));
  const dot = raw.lastIndexOf('.');
  const given = Buffer.from(raw.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(raw.slice(0, dot)).digest();
  return dot > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? raw.slice(0, dot) : null;
}

const app = new Hono();
app.get('/bare', (c) => c.json({ ok: true }));
app.get('/cart/count', async (c) => {
  const token = verifiedToken(c.req.header('cookie'));
  const session = token ? await query('session', SESSION_SQL, token) : undefined;
  if (!session || new Date(session.expires_at as string).getTime() <= Date.now() || session.banned) return c.json({ error: 'unauthenticated' }, 401);
  const row = await query('count', COUNT_SQL, session.user_id as string);
  return c.json({ count: Number(row!.n) });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
