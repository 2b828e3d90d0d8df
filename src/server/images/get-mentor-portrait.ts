import type { Db } from '../db/database';
import { AppError } from '../errors';
import { buildMentorPortrait } from './mentor-portrait';

export async function getMentorPortrait(db: Db, slug: string): Promise<string> {
  const row = await db.selectFrom('instructors').select(['slug', 'name', 'qualifications']).where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError('image_not_found');
  return buildMentorPortrait({ slug: row.slug, name: row.name, qualifications: JSON.parse(row.qualifications) as string[] });
}
