import type { Home } from '../../contracts/catalogue-schemas';
import { loadCourseCards, loadInstructorCards, loadPostCards } from '../catalogue/cards';
import type { Db } from '../db/database';

const FEATURED = 6;
const LATEST_POSTS = 3;

/**
 * Everything the home page shows below its hero, in one answer: featured
 * courses (topped up with the most popular when fewer are featured),
 * mentors, the latest posts, and figures counted from the data, including
 * Hisab candidates' results at the latest recorded sitting.
 */
export async function getHome(db: Db): Promise<Home> {
  const [featured, mentors, posts, totals, papers, sitting] = await Promise.all([
    db
      .selectFrom('courses')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('featured', 'desc')
      .orderBy('students_count', 'desc')
      .orderBy('id')
      .limit(FEATURED)
      .execute(),
    db.selectFrom('instructors').select('id').orderBy('position').execute(),
    db
      .selectFrom('blog_posts')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LATEST_POSTS)
      .execute(),
    db
      .selectFrom('courses')
      .select((eb) => [eb.fn.countAll<number>().as('courses'), eb.fn.sum<number>('students_count').as('students')])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
    db.selectFrom('subjects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('sitting_results').select((eb) => eb.fn.max('sitting').as('latest')).executeTakeFirst(),
  ]);
  let results: Home['figures']['results'] = null;
  if (sitting?.latest) {
    const sums = await db
      .selectFrom('sitting_results')
      .select((eb) => [eb.fn.sum<number>('candidates').as('candidates'), eb.fn.sum<number>('passed').as('passed')])
      .where('sitting', '=', sitting.latest)
      .executeTakeFirstOrThrow();
    results = { sitting: sitting.latest, candidates: Number(sums.candidates), passed: Number(sums.passed) };
  }
  const [featuredCards, mentorCards, postCards] = await Promise.all([
    loadCourseCards(db, featured.map((r) => r.id)),
    loadInstructorCards(db, mentors.map((r) => r.id)),
    loadPostCards(db, posts.map((r) => r.id)),
  ]);
  return {
    featured: featuredCards,
    mentors: mentorCards,
    posts: postCards,
    figures: {
      courses: Number(totals.courses),
      students: Number(totals.students ?? 0),
      mentors: mentors.length,
      papers: Number(papers.n),
      results,
    },
  };
}
