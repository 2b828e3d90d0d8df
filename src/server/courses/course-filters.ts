import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { CourseQuery } from '../../contracts/catalogue-schemas';
import { matchingCourseIds, searchTerms } from '../catalogue/search-index';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export type FilterDimension = 'subject' | 'level' | 'instructor' | 'price';

type CourseScope = SelectQueryBuilder<Database, 'courses' | 'subjects', object>;

/** What a student pays now, in paisa: the sale price while on sale. */
export const effectivePrice = sql<number>`coalesce(courses.sale_price_paisa, courses.price_paisa)`;

/**
 * Published courses (joined to their paper) narrowed by every filter of
 * the query except `except`. Facet counts use it with their own dimension
 * left out, so each filter value shows how many courses picking it would
 * give, the way shoppers expect from the best catalogues.
 */
export function filteredCourses(db: Db, query: CourseQuery, except?: FilterDimension): CourseScope {
  let scoped: CourseScope = db.selectFrom('courses').innerJoin('subjects', 'subjects.id', 'courses.subject_id').where('courses.status', '=', 'published');
  const terms = searchTerms(query.q ?? '');
  if (terms.length > 0) {
    scoped = scoped.where(sql<boolean>`courses.id in (${matchingCourseIds(db, terms)})`);
  }
  if (query.subject && except !== 'subject') scoped = scoped.where('subjects.slug', '=', query.subject);
  if (query.level && except !== 'level') scoped = scoped.where('subjects.level', '=', query.level);
  if (query.instructor && except !== 'instructor') {
    const slug = query.instructor;
    scoped = scoped.where((eb: ExpressionBuilder<Database, 'courses' | 'subjects'>) =>
      eb.exists(
        eb
          .selectFrom('course_instructors')
          .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
          .select('course_instructors.course_id')
          .whereRef('course_instructors.course_id', '=', 'courses.id')
          .where('instructors.slug', '=', slug),
      ),
    );
  }
  if (query.price && except !== 'price') scoped = scoped.where(effectivePrice, query.price === 'free' ? '=' : '>', 0);
  if (query.minPrice !== undefined) scoped = scoped.where(effectivePrice, '>=', query.minPrice * 100);
  if (query.maxPrice !== undefined) scoped = scoped.where(effectivePrice, '<=', query.maxPrice * 100);
  return scoped;
}
