import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/server/db/database';

/** A positive number from the environment, or the default; anything else stops the run with the variable's name. */
export function positiveSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The databases to measure (BENCH_DATABASES, both by default). */
export function benchDatabases(): ('sqlite' | 'postgres')[] {
  return (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as ('sqlite' | 'postgres')[];
}

/** The scratch PostgreSQL database of the benchmarks (BENCH_DATABASE_URL). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hisab_bench';

/** Drops and creates the scratch database, refusing any whose name lacks "bench" so no real data is lost. */
export async function recreatePostgres(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('bench')) throw new Error(`BENCH_DATABASE_URL names "${name}": the benchmark drops and creates it again, so its name must contain "bench"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = {
  /** How the benchmark itself opens the database. */
  target: DatabaseTarget;
  /** What the servers are given to open the same one. */
  env: Record<string, string>;
  /** The data folder (the SQLite file, uploads); remove it when done. */
  dataDir: string;
  /** "SQLite" or "PostgreSQL", for the report. */
  label: string;
};

/** A fresh database of the kind asked for: a new SQLite file, or the scratch PostgreSQL database dropped and created again. */
export async function scratchDatabase(database: 'sqlite' | 'postgres', prefix: string): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (database === 'sqlite') {
    return { target: { kind: 'sqlite', file: path.join(dataDir, 'hisab.sqlite') }, env: { DATA_DIR: dataDir }, dataDir, label: 'SQLite' };
  }
  await recreatePostgres(BENCH_PG_URL);
  return { target: { kind: 'postgres', url: BENCH_PG_URL }, env: { DATA_DIR: dataDir, DATABASE_URL: BENCH_PG_URL }, dataDir, label: 'PostgreSQL' };
}
