import type { Db } from '../database';
import { seedSubjects } from './seed-subjects';

export type SeedReport = { subjects: number };

/** Fills an empty database with the reference and demo content; safe to run on every start. */
export async function seedDatabase(db: Db): Promise<SeedReport> {
  const subjects = await seedSubjects(db);
  return { subjects };
}
