import type { Home } from '../../contracts/catalogue-schemas';
import { loadCourseCards, loadInstructorCards, loadPostCards } from '../catalogue/cards';
import { shownFigure } from '../catalogue/shown-figure';
import type { Db } from '../db/database';
import { enrolledStudents } from '../enrollments/kept-figures';

const FEATURED = 6;
const LATEST_POSTS = 3;

/**
 * Everything the home page shows below its hero, in one answer: featured
 * courses (topped up with the most popular when fewer are featured),
 * mentors, the latest posts, and figures counted from rows (courses,
 * mentors and papers as listed; students from enrollments, left out while
 * fewer than FIGURE_MINIMUM).
 */
export async function getHome(db: Db): Promise<Home> {
  const [featured, mentors, posts, totals, papers, students] = await Promise.all([
    db.selectFrom('courses').select('id').where('status', '=', 'published').orderBy('featured', 'desc').orderBy('students_count', 'desc').orderBy('id').limit(FEATURED).execute(),
    db.selectFrom('instructors').select('id').orderBy('position').execute(),
    db.selectFrom('blog_posts').select('id').where('status', '=', 'published').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(LATEST_POSTS).execute(),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('courses'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('subjects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // Every student who ever enrolled, once, whatever the number of courses: kept with the enrollments.
    enrolledStudents(db),
  ]);
  const [featuredCards, mentorCards, postCards] = await Promise.all([
    loadCourseCards(
      db,
      featured.map((r) => r.id),
    ),
    loadInstructorCards(
      db,
      mentors.map((r) => r.id),
    ),
    loadPostCards(
      db,
      posts.map((r) => r.id),
    ),
  ]);
  return {
    featured: featuredCards,
    mentors: mentorCards,
    posts: postCards,
    figures: {
      courses: Number(totals.courses),
      students: shownFigure(students),
      mentors: mentorCards.length,
      papers: Number(papers.n),
    },
  };
}
