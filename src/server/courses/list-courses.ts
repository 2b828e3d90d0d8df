import type { CourseList, CourseQuery, Facet } from '../../contracts/catalogue-schemas';
import { LEVEL_LABELS, LEVELS } from '../../contracts/subjects';
import { loadCourseCards } from '../catalogue/cards';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { effectivePrice, filteredCourses } from './course-filters';

/**
 * One page of published courses for the catalogue and the course filter:
 * search, filters, sort and paging all run in the database, with counts
 * per filter value. Ties sort by id, so pages never overlap or skip.
 */
export async function listCourses(db: Db, query: CourseQuery): Promise<CourseList> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new AppError('validation_failed', 'The lowest price must not be above the highest price.', {
      fields: { minPrice: 'Must not be above the highest price.' },
    });
  }
  const scope = filteredCourses(db, query);
  const offset = (query.page - 1) * query.pageSize;
  let ordered = scope.select('courses.id');
  switch (query.sort) {
    case 'newest':
      ordered = ordered.orderBy('courses.published_at', 'desc').orderBy('courses.id', 'desc');
      break;
    case 'popular':
      ordered = ordered.orderBy('courses.students_count', 'desc').orderBy('courses.id', 'asc');
      break;
    case 'price-asc':
      ordered = ordered.orderBy(effectivePrice, 'asc').orderBy('courses.id', 'asc');
      break;
    case 'price-desc':
      ordered = ordered.orderBy(effectivePrice, 'desc').orderBy('courses.id', 'asc');
      break;
  }
  const [total, ids, facets, bounds] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ordered.limit(query.pageSize).offset(offset).execute(),
    courseFacets(db, query),
    db
      .selectFrom('courses')
      .select((eb) => [eb.fn.min<number>(effectivePrice).as('min'), eb.fn.max<number>(effectivePrice).as('max')])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.n);
  return {
    courses: await loadCourseCards(
      db,
      ids.map((r) => r.id),
    ),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(count / query.pageSize),
    facets,
    priceBounds: { min: Math.floor(Number(bounds.min ?? 0) / 100), max: Math.ceil(Number(bounds.max ?? 0) / 100) },
  };
}

async function courseFacets(db: Db, query: CourseQuery): Promise<CourseList['facets']> {
  const [subjects, subjectCounts, levelCounts, instructors, instructorCounts, priceCounts] = await Promise.all([
    db.selectFrom('subjects').select(['slug', 'name']).orderBy('position').execute(),
    filteredCourses(db, query, 'subject')
      .select((eb) => ['subjects.slug as value', eb.fn.countAll<number>().as('n')])
      .groupBy('subjects.slug')
      .execute(),
    filteredCourses(db, query, 'level')
      .select((eb) => ['subjects.level as value', eb.fn.countAll<number>().as('n')])
      .groupBy('subjects.level')
      .execute(),
    // A deleted mentor is no filter choice.
    db.selectFrom('instructors').select(['slug', 'name']).where('deleted_at', 'is', null).orderBy('position').execute(),
    filteredCourses(db, query, 'instructor')
      .innerJoin('course_instructors', 'course_instructors.course_id', 'courses.id')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select((eb) => ['instructors.slug as value', eb.fn.countAll<number>().as('n')])
      .groupBy('instructors.slug')
      .execute(),
    filteredCourses(db, query, 'price')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(effectivePrice, '=', 0).then(1).else(0).end()).as('free'),
        eb.fn.sum<number>(eb.case().when(effectivePrice, '>', 0).then(1).else(0).end()).as('paid'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const counted = (rows: { value: string; n: number }[]) => new Map(rows.map((r) => [r.value, Number(r.n)]));
  const bySubject = counted(subjectCounts);
  const byLevel = counted(levelCounts);
  const byInstructor = counted(instructorCounts);
  const facet = (value: string, label: string, counts: Map<string, number>): Facet => ({ value, label, count: counts.get(value) ?? 0 });
  return {
    subject: subjects.map((s) => facet(s.slug, s.name, bySubject)),
    level: LEVELS.map((level) => facet(level, LEVEL_LABELS[level], byLevel)),
    instructor: instructors.map((i) => facet(i.slug, i.name, byInstructor)),
    price: [
      { value: 'free', label: 'Free', count: Number(priceCounts.free ?? 0) },
      { value: 'paid', label: 'Paid', count: Number(priceCounts.paid ?? 0) },
    ],
  };
}
