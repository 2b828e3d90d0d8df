import type { Auth } from '../auth/create-auth';
import { createVerifiedUser, type Role } from '../auth/create-user';
import type { Db } from '../db/database';
import { TEST_CONFIG, TEST_IP_HEADER } from './test-app';

type Requester = (path: string, init?: RequestInit) => Response | Promise<Response>;

export const ORIGIN = TEST_CONFIG.publicUrl;

/** A cookie jar for one simulated browser. */
export class Browser {
  private cookies = new Map<string, string>();
  private static next = 0;
  /** Each browser comes from its own address unless told otherwise (per-IP limits). */
  constructor(
    private readonly request: Requester,
    readonly ip = `198.51.100.${(Browser.next++ % 250) + 1}`,
  ) {}

  async call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    return this.send(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  /** Sends a body exactly as given (any text or bytes, any content type), with this browser's origin, address and cookies. */
  async send(path: string, init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> }): Promise<Response> {
    const headers: Record<string, string> = { Origin: ORIGIN, [TEST_IP_HEADER]: this.ip, ...init.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    const res = await this.request(path, { method: init.method, headers, body: init.body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  /** Follows a link from an email the way a browser would: a GET, not following the redirect. */
  async follow(url: string): Promise<Response> {
    const parsed = new URL(url);
    return this.call(parsed.pathname + parsed.search);
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Copies another browser's cookies, as someone who stole or replays them would. */
  adoptCookies(other: Browser): void {
    for (const [k, v] of other.cookies) this.cookies.set(k, v);
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
}

export async function latestMail(db: Db, to: string, kind: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirst();
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'ledger balances every month';

/** Signs up and follows the verification link: a verified, signed-in browser. */
export async function verifiedStudent(request: Requester, db: Db, name = 'Rahima Karim') {
  const browser = new Browser(request);
  const email = uniqueEmail();
  const res = await browser.call('/api/auth/sign-up/email', { body: { name, email, password: GOOD_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await latestMail(db, email, 'verify_email');
  await browser.follow(linkIn(mail!.text_body));
  return { browser, email, password: GOOD_PASSWORD };
}

/**
 * GOOD_PASSWORD hashed once per auth instance. Every account signedInAs
 * makes has that password, and scrypt is deliberately the dearest step of
 * making one: a test racing twenty students hashed twenty times, which on a
 * busy machine took most of its time limit.
 */
const goodPasswordHashes = new WeakMap<Auth, Promise<string>>();
async function goodPasswordHash(auth: Auth): Promise<string> {
  let hash = goodPasswordHashes.get(auth);
  if (!hash) {
    hash = auth.$context.then((ctx) => ctx.password.hash(GOOD_PASSWORD));
    goodPasswordHashes.set(auth, hash);
  }
  return hash;
}

const DEFAULT_NAMES: Record<Role, string> = { student: 'Rahim Student', tutor: 'Nasrin Tutor', admin: 'Farhana Admin' };

/** An account made directly (verified), then signed in through the API in a fresh browser. */
export async function signedInAs(request: Requester, auth: Auth, role: Role, name = DEFAULT_NAMES[role]) {
  const email = uniqueEmail(role);
  const user = await createVerifiedUser(auth, { name, email, role, password: GOOD_PASSWORD, passwordHash: await goodPasswordHash(auth) });
  const browser = new Browser(request);
  const res = await browser.call('/api/auth/sign-in/email', { body: { email, password: GOOD_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { browser, email, id: user.id, password: GOOD_PASSWORD };
}
