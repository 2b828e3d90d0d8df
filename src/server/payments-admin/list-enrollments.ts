import { sql } from 'kysely';
import type { EnrollmentList, EnrollmentListQuery } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { enrollmentsBase, loadEnrollmentRows, stateWhere } from './enrollment-rows';
import { likePattern } from './order-filters';

/** Enrollments, most recently changed first: search by student, filter by course and state. */
export async function listEnrollments(db: Db, query: EnrollmentListQuery, now = new Date()): Promise<EnrollmentList> {
  const { page, pageSize } = query;
  function filtered<Q extends ReturnType<typeof enrollmentsBase>>(q: Q): Q {
    let out = q;
    if (query.q) {
      const pattern = likePattern(query.q);
      out = out.where(sql<boolean>`(lower(users.email) like lower(${pattern}) escape '\\' or lower(users.name) like lower(${pattern}) escape '\\')`) as Q;
    }
    if (query.course) out = out.where('courses.slug', '=', query.course) as Q;
    if (query.state) {
      const state = query.state;
      out = out.where((eb) => stateWhere(eb, state, now)) as Q;
    }
    return out;
  }
  const [ids, count, courses] = await Promise.all([
    filtered(enrollmentsBase(db))
      .select('enrollments.id')
      .orderBy('enrollments.updated_at', 'desc')
      .orderBy('enrollments.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(enrollmentsBase(db))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('courses').select(['slug', 'title', 'price_paisa', 'sale_price_paisa']).orderBy('title').execute(),
  ]);
  return {
    items: await loadEnrollmentRows(
      db,
      ids.map((r) => r.id),
      now,
    ),
    page,
    pageSize,
    total: Number(count.total),
    courses: courses.map((c) => ({ slug: c.slug, title: c.title, pricePaisa: c.sale_price_paisa ?? c.price_paisa })),
  };
}
