import type { Db } from '../db/database';
import { SharedVersion, type SharedVersionOptions } from '../db/shared-version';
import { expiredCookieLine, readCookie, signedCookieLine, verifySignedValue, type CookieAttributes } from './signed-cookie';

/** What Better Auth's configuration says about its session cookie, read once at start. */
export type SessionSettings = {
  secret: string;
  cookieName: string;
  dontRememberCookieName: string;
  attributes: CookieAttributes;
  /** A remembered session's length, renewed with use. */
  expiresInSeconds: number;
  /** How old a session's last renewal may get before a request renews it. */
  updateAgeSeconds: number;
};

export type SessionReaderOptions = SharedVersionOptions & {
  /** How long a session read from the database is trusted without reading it again. */
  ttlMs?: number;
  maxEntries?: number;
};

export type SignedInSession = {
  session: { id: string; userId: string; expiresAt: string; createdAt: string; updatedAt: string; ipAddress: string | null; userAgent: string | null };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    phone: string | null;
    role: string;
    createdAt: string;
    updatedAt: string;
  };
};

/** The request's session (or null) and the cookies the answer must carry. */
export type SessionRead = { current: SignedInSession | null; setCookies: string[] };

type Entry = { value: SignedInSession; banned: boolean; banExpires: string | null; loadedAt: number };

/** Better Auth gives a session not to be remembered one day, in the database and a browser-session cookie. */
const NOT_REMEMBERED_SECONDS = 24 * 60 * 60;
/** The row in cache_versions that announces a change to sessions or users. */
export const SESSION_AREA = 'sessions';
const NONE: SessionRead = { current: null, setCookies: [] };

/**
 * The session check of every signed-in request. Better Auth owns accounts
 * and writes sessions; this reads them cheaply: the cookie's signature is
 * checked with node:crypto, the session and its user come from one query,
 * and the answer is kept in memory for `ttlMs`. A sign-out, suspension,
 * role, profile or password change calls `invalidate`, which empties this
 * process's copies at once and, through the shared version, every other
 * process's within `checkEveryMs`.
 *
 * The only write is the renewal of an active session's expiry, at most
 * once per `updateAgeSeconds`, and the answer then carries a fresh cookie
 * so the browser's copy lasts as long as the database's.
 */
export class SessionReader {
  private readonly entries = new Map<string, Entry>();
  /** Cookie values already verified, with their token: the signature is checked once per value, not per request. */
  private readonly verified = new Map<string, string>();
  private readonly version: SharedVersion;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
    options: SessionReaderOptions = {},
  ) {
    this.version = new SharedVersion(db, SESSION_AREA, () => this.entries.clear(), options);
    // Every change to a session or its user is announced (invalidate), so
    // the time limit is only a backstop: long enough that a student saving
    // every 15 s reads the session from the database once every few minutes.
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 40_000;
    this.now = options.now ?? Date.now;
  }

  async read(cookieHeader: string | undefined | null): Promise<SessionRead> {
    const { cookieName, secret, attributes } = this.settings;
    const raw = readCookie(cookieHeader, cookieName);
    if (raw === null) return NONE;
    let token = this.verified.get(raw) ?? null;
    if (token === null) {
      token = verifySignedValue(raw, secret);
      if (token !== null) {
        if (this.verified.size >= this.maxEntries) this.verified.clear();
        this.verified.set(raw, token);
      }
    }
    const forget = (): SessionRead => ({ current: null, setCookies: [expiredCookieLine(cookieName, attributes)] });
    if (token === null) return forget();

    await this.version.current();
    const now = this.now();
    let entry = this.entries.get(token);
    if (!entry || now - entry.loadedAt >= this.ttlMs) {
      entry = await this.load(token, now);
      if (!entry) return forget();
    }
    if (Date.parse(entry.value.session.expiresAt) <= now) return forget();
    if (entry.banned && (entry.banExpires === null || Date.parse(entry.banExpires) > now)) return forget();

    const setCookies = await this.renewIfDue({ token, entry, dontRememberRaw: readCookie(cookieHeader, this.settings.dontRememberCookieName), now });
    return { current: entry.value, setCookies };
  }

  /** Call after a change to sessions or users has committed, or inside its transaction with `trx`. */
  invalidate(db?: Db): Promise<void> {
    return this.version.bump(db);
  }

  private async load(token: string, now: number): Promise<Entry | undefined> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.expires_at',
        's.created_at as session_created_at',
        's.updated_at as session_updated_at',
        's.ip_address',
        's.user_agent',
        'u.name',
        'u.email',
        'u.email_verified',
        'u.image',
        'u.phone',
        'u.role',
        'u.banned',
        'u.ban_expires',
        'u.created_at as user_created_at',
        'u.updated_at as user_updated_at',
      ])
      .where('s.token', '=', token)
      .executeTakeFirst();
    if (!row) {
      this.entries.delete(token);
      return undefined;
    }
    const entry: Entry = {
      value: {
        session: {
          id: row.id,
          userId: row.user_id,
          expiresAt: row.expires_at,
          createdAt: row.session_created_at,
          updatedAt: row.session_updated_at,
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
        },
        user: {
          id: row.user_id,
          name: row.name,
          email: row.email,
          emailVerified: Boolean(row.email_verified),
          image: row.image,
          phone: row.phone,
          role: row.role ?? 'student',
          createdAt: row.user_created_at,
          updatedAt: row.user_updated_at,
        },
      },
      banned: Boolean(row.banned),
      banExpires: row.ban_expires,
      loadedAt: now,
    };
    // Kept only if no change was announced while it was being read.
    const versionAtLoad = this.version.seen;
    if ((await this.version.current()) === versionAtLoad) {
      if (this.entries.size >= this.maxEntries && !this.entries.has(token)) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(token, entry);
    }
    return entry;
  }

  /**
   * Renews the session when its last renewal is older than the update age
   * (for a session not to be remembered: when half its day has passed).
   * The update is conditional, so two processes renewing at once write once.
   */
  private async renewIfDue({ token, entry, dontRememberRaw, now }: { token: string; entry: Entry; dontRememberRaw: string | null; now: number }): Promise<string[]> {
    const { secret, cookieName, attributes, expiresInSeconds, updateAgeSeconds } = this.settings;
    const remembered = dontRememberRaw === null || verifySignedValue(dontRememberRaw, secret) !== 'true';
    const lengthMs = (remembered ? expiresInSeconds : NOT_REMEMBERED_SECONDS) * 1000;
    const renewAfterMs = Math.min(updateAgeSeconds * 1000, lengthMs / 2);
    const dueAt = now + lengthMs - renewAfterMs;
    if (Date.parse(entry.value.session.expiresAt) > dueAt) return [];
    const dueBefore = new Date(dueAt).toISOString();

    const expiresAt = new Date(now + lengthMs).toISOString();
    const updatedAt = new Date(now).toISOString();
    await this.db.updateTable('sessions').set({ expires_at: expiresAt, updated_at: updatedAt }).where('token', '=', token).where('expires_at', '<=', dueBefore).execute();
    entry.value = { ...entry.value, session: { ...entry.value.session, expiresAt, updatedAt } };
    // A session not to be remembered keeps its browser-session cookie, which has no expiry to extend.
    return remembered ? [signedCookieLine({ name: cookieName, value: token, secret, attributes, maxAgeSeconds: expiresInSeconds })] : [];
  }
}
