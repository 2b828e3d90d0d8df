import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redact } from './config';

describe('configuration', () => {
  it('defaults to port 3000 and an SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/hisab.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/hisab', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/hisab', poolSize: 10 });
    expect(config.port).toBe(8080);
  });

  it('runs one process per core in production on either database, one in development and tests, unless WORKERS says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hisab' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hisab', NODE_ENV: 'development' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/hisab' }).workers).toBe(2);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('Configuration error: WORKERS must be a whole number from 1 to 64 (got "0")');
  });

  it('sizes the PostgreSQL pool of each process from DATABASE_POOL_SIZE', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/hisab', DATABASE_POOL_SIZE: '4' });
    expect(config.database).toMatchObject({ poolSize: 4 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/^Configuration error: DATABASE_POOL_SIZE must be a whole number from 1 to 200/);
  });

  it('takes a custom admin base path', () => {
    expect(loadConfig({ ADMIN_BASE_PATH: '/back-office/hisab' }).adminBasePath).toBe('/back-office/hisab');
  });

  it('sends contact messages to the site address unless CONTACT_EMAIL says otherwise', () => {
    expect(loadConfig({}).contactEmail).toBe('support@hisab.com.bd');
    expect(loadConfig({ CONTACT_EMAIL: 'desk@example.com' }).contactEmail).toBe('desk@example.com');
  });

  it('believes no proxy unless TRUSTED_PROXIES lists addresses or ranges', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,' }).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('makes demo lecture videos unless DEMO_VIDEOS=off', () => {
    expect(loadConfig({}).demoVideos).toBe(true);
    expect(loadConfig({ DEMO_VIDEOS: 'on' }).demoVideos).toBe(true);
    expect(loadConfig({ DEMO_VIDEOS: 'off' }).demoVideos).toBe(false);
  });

  it('refuses API requests when overloaded after OVERLOAD_WAIT_MS (1 s), never with 0, and refuses nonsense', () => {
    expect(loadConfig({}).overloadWaitMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_WAIT_MS: '0' }).overloadWaitMs).toBe(0);
    expect(loadConfig({ OVERLOAD_WAIT_MS: '2500' }).overloadWaitMs).toBe(2500);
    expect(() => loadConfig({ OVERLOAD_WAIT_MS: '-1' })).toThrow(/OVERLOAD_WAIT_MS/);
  });

  it('keeps unnamed stored files a day before the sweep takes them unless STORAGE_SWEEP_GRACE_HOURS says otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).storageSweepGraceMs).toBe(24 * 3600_000);
    expect(loadConfig({ STORAGE_SWEEP_GRACE_HOURS: '720' }).storageSweepGraceMs).toBe(720 * 3600_000);
    for (const value of ['0', '1.5', 'a week'])
      expect(() => loadConfig({ STORAGE_SWEEP_GRACE_HOURS: value })).toThrow(/^Configuration error: STORAGE_SWEEP_GRACE_HOURS must be a whole number of hours/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT must be a whole number .* \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Configuration error: PORT /],
    [{ DATABASE_URL: 'mysql://root@localhost/x' }, /^Configuration error: DATABASE_URL must be a postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL /],
    [{ PUBLIC_URL: 'not a url' }, /^Configuration error: PUBLIC_URL /],
    [{ CONTACT_EMAIL: 'desk' }, /^Configuration error: CONTACT_EMAIL must be an email address/],
    [{ DEMO_VIDEOS: 'no' }, /^Configuration error: DEMO_VIDEOS must be on or off \(got "no"\)$/],
    [{ TRUSTED_PROXIES: '10.0.0.0/8, proxy.local' }, /^Configuration error: TRUSTED_PROXIES must list IP addresses or ranges separated by commas: "proxy.local" is not an IP address/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /^Configuration error: TRUSTED_PROXIES .*"10.0.0.0\/33" has a prefix outside 0–32/],
    [{ ADMIN_BASE_PATH: 'admin' }, /^Configuration error: ADMIN_BASE_PATH must be a path such as \/admin/],
    [{ ADMIN_BASE_PATH: '/login' }, /^Configuration error: ADMIN_BASE_PATH must not start with \/login, which the site already uses/],
    [{ ADMIN_BASE_PATH: '/api/admin' }, /^Configuration error: ADMIN_BASE_PATH must not start with \/api/],
    [{ ADMIN_BASE_PATH: '/course-detail/x' }, /^Configuration error: ADMIN_BASE_PATH must not start with \/course-detail/],
  ])('stops with one line naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never prints a database password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@localhost/x' })).toThrow(/root:\*\*\*@/);
    expect(redact('postgres://app:s3cret@db/hisab')).toBe('postgres://app:***@db/hisab');
  });
});
