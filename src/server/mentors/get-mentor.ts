import type { InstructorDetail } from '../../contracts/catalogue-schemas';
import { loadCourseCards, loadInstructorCards, loadPostCards } from '../catalogue/cards';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { parseSocialLinks } from './social-links';

/** A mentor's profile with their published courses and posts, newest first; 404 `mentor_not_found`. */
export async function getMentor(db: Db, slug: string): Promise<InstructorDetail> {
  const row = await db.selectFrom('instructors').select(['id', 'bio', 'social']).where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError('mentor_not_found');
  const [cards, courseRows, postRows] = await Promise.all([
    loadInstructorCards(db, [row.id]),
    db
      .selectFrom('course_instructors')
      .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
      .select('courses.id')
      .where('course_instructors.instructor_id', '=', row.id)
      .where('courses.status', '=', 'published')
      .orderBy('courses.published_at', 'desc')
      .orderBy('courses.id', 'desc')
      .execute(),
    db.selectFrom('blog_posts').select('id').where('author_id', '=', row.id).where('status', '=', 'published').orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  const [courses, posts] = await Promise.all([
    loadCourseCards(
      db,
      courseRows.map((r) => r.id),
    ),
    loadPostCards(
      db,
      postRows.map((r) => r.id),
    ),
  ]);
  return { ...cards[0]!, bio: row.bio, social: parseSocialLinks(row.social), courses, posts };
}
