import { sql, type Insertable } from 'kysely';
import type { OrderStatus } from '../../src/contracts/commerce-schemas';
import { databaseKind, flag, type Db } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { accountWords } from '../../src/server/admin/account-words';

/** The sizes at BENCH_SCALE=1: 100 times the demo catalogue's traffic. */
export const FULL_SIZES = { students: 200_000, enrollments: 500_000, orders: 100_000, attempts: 100_000, answersPerAttempt: 10, questions: 50_000, benchStudentAttempts: 400 };

export type Sizes = typeof FULL_SIZES;

export function sizesAt(scale: number): Sizes {
  const n = (value: number) => Math.max(1, Math.round(value * scale));
  return {
    students: n(FULL_SIZES.students),
    enrollments: n(FULL_SIZES.enrollments),
    orders: n(FULL_SIZES.orders),
    attempts: n(FULL_SIZES.attempts),
    answersPerAttempt: FULL_SIZES.answersPerAttempt,
    questions: n(FULL_SIZES.questions),
    // The measured student's attempts do not shrink with the scale: My exams is measured on one student.
    benchStudentAttempts: FULL_SIZES.benchStudentAttempts,
  };
}

/** Rows per multi-row insert: SQLite allows 32,766 parameters per statement, PostgreSQL 65,535. */
function batchSize(columns: number): number {
  return Math.max(1, Math.min(2_000, Math.floor(30_000 / columns)));
}

type Table = keyof Database;

/** Inserts rows made by `make(i)` for i in [0, count), in big multi-row inserts inside one transaction per 50,000 rows. */
async function bulkInsert<T extends Table>(db: Db, table: T, count: number, make: (i: number) => Insertable<Database[T]>): Promise<void> {
  if (count <= 0) return;
  const columns = Object.keys(make(0)).length;
  const size = batchSize(columns);
  const perTransaction = 50_000;
  for (let start = 0; start < count; start += perTransaction) {
    const end = Math.min(count, start + perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += size) {
        const rows: Insertable<Database[T]>[] = [];
        for (let i = from; i < Math.min(end, from + size); i += 1) rows.push(make(i));
        // Kysely's insert types are per table; the rows were built for this one.
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    });
  }
}

const SURNAMES = ['Rahman', 'Hossain', 'Ahmed', 'Islam', 'Chowdhury', 'Khan', 'Begum', 'Akter', 'Uddin', 'Sarker', 'Das', 'Roy'];
const GIVEN = ['Nusrat', 'Tanvir', 'Farhana', 'Mahmud', 'Sadia', 'Rafiq', 'Ayesha', 'Imran', 'Jannat', 'Sabbir', 'Mim', 'Arif'];

/** An instant `i` minutes before a fixed day, so the rows' order is stable between runs. */
function minutesAgo(i: number): string {
  return new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString();
}

export type GrowContext = {
  /** The student whose My exams is measured; their demo attempts are the template of every grown one. */
  benchStudentId: string;
  /** An admin to review the grown orders. */
  reviewerId: string;
};

/**
 * Adds the grown data on top of the demo content. Every row is one the
 * product could have written (the attempts are copies of the measured
 * student's real ones, the questions copies of real bank questions), and
 * the kept figures (each course's students) are recounted at the end as a
 * migration would, since the rows go in without the product's operations.
 */
export async function growDatabase(db: Db, sizes: Sizes, context: GrowContext, log: (line: string) => void): Promise<void> {
  const courses = await db.selectFrom('courses').select(['id', 'slug', 'title', 'price_paisa', 'sale_price_paisa']).where('status', '=', 'published').orderBy('id').execute();
  if (courses.length < 3) throw new Error('the demo catalogue has fewer than three published courses');
  const userId = (i: number) => `grown-${i}`;
  const verified = flag(db, true);

  let step = Date.now();
  const done = (what: string) => {
    log(`  ${what} in ${((Date.now() - step) / 1000).toFixed(1)} s`);
    step = Date.now();
  };

  const nameOf = (i: number) => `${GIVEN[i % GIVEN.length]} ${SURNAMES[Math.floor(i / GIVEN.length) % SURNAMES.length]} ${i}`;
  const emailOf = (i: number) => `grown-${i}@example.com`;
  await bulkInsert(db, 'users', sizes.students, (i) => {
    const at = minutesAgo(i);
    return { id: userId(i), name: nameOf(i), email: emailOf(i), email_verified: verified, role: 'student', created_at: at, updated_at: at };
  });
  // Each account's words for the admin's user search, as Better Auth's hooks would have written them.
  const words = Array.from({ length: sizes.students }, (_, i) => accountWords(nameOf(i), emailOf(i)).map((word) => ({ user_id: userId(i), word }))).flat();
  await bulkInsert(db, 'user_search_words', words.length, (j) => words[j]!);
  done(`${sizes.students.toLocaleString('en')} students (${words.length.toLocaleString('en')} search words)`);

  // Student u holds enrollments j = u, u + students, u + 2 * students, ...; course (k + u) mod n is a different course for each k.
  await bulkInsert(db, 'enrollments', sizes.enrollments, (j) => {
    const u = j % sizes.students;
    const k = Math.floor(j / sizes.students);
    const at = minutesAgo(j);
    return {
      user_id: userId(u),
      course_id: courses[(k + u) % courses.length]!.id,
      status: 'active' as const,
      source: 'order' as const,
      order_id: null,
      starts_at: at,
      expires_at: null,
      created_at: at,
      updated_at: at,
    };
  });
  done(`${sizes.enrollments.toLocaleString('en')} enrollments`);

  // A tenth waiting, the rest approved or rejected: a queue as an office that keeps up with it has.
  const statusOf = (i: number): OrderStatus => (i % 10 === 0 ? 'submitted' : i % 10 === 9 ? 'rejected' : 'approved');
  const methods = ['bkash', 'nagad', 'rocket', 'bank'] as const;
  const firstOrder = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await bulkInsert(db, 'orders', sizes.orders, (i) => {
    const course = courses[i % courses.length]!;
    const price = course.sale_price_paisa ?? course.price_paisa;
    const at = minutesAgo(i * 3);
    const status = statusOf(i);
    return {
      reference: `HSB-G${String(i).padStart(9, '0')}`,
      user_id: userId(i % sizes.students),
      checkout_key: `grown-${i}`,
      status,
      method: methods[i % methods.length]!,
      subtotal_paisa: price,
      discount_paisa: 0,
      total_paisa: price,
      coupon_id: null,
      coupon_code: null,
      sender: '01712345678',
      trx_id: `GROWN${String(i).padStart(9, '0')}`,
      screenshot: null,
      screenshot_type: null,
      reject_reason: status === 'rejected' ? 'The transaction ID was not found.' : null,
      reviewed_by: status === 'submitted' ? null : context.reviewerId,
      reviewed_at: status === 'submitted' ? null : minutesAgo(i * 3 - 30),
      created_at: at,
      updated_at: at,
    };
  });
  const orderIds = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '>', Number(firstOrder?.id ?? 0))
    .orderBy('id')
    .execute();
  await bulkInsert(db, 'order_items', orderIds.length, (i) => {
    const course = courses[i % courses.length]!;
    const price = course.sale_price_paisa ?? course.price_paisa;
    return {
      order_id: orderIds[i]!.id,
      course_id: course.id,
      course_slug: course.slug,
      course_title: course.title,
      price_paisa: course.price_paisa,
      sale_price_paisa: course.sale_price_paisa,
      discount_paisa: 0,
      paid_paisa: price,
      position: 0,
    };
  });
  done(`${sizes.orders.toLocaleString('en')} orders with their items`);

  const templates = await db.selectFrom('exam_attempts').selectAll().where('user_id', '=', context.benchStudentId).where('status', '=', 'submitted').orderBy('started_at').execute();
  if (templates.length === 0) throw new Error('the measured student has no finished attempt to copy');
  const benchExtra = Math.max(0, sizes.benchStudentAttempts - templates.length);
  const attemptCount = sizes.attempts + benchExtra;
  // The measured student's attempts come first (numbers after their demo ones), then every other student's.
  const attemptOf = (i: number) => {
    const template = templates[i % templates.length]!;
    const mine = i < benchExtra;
    const owner = mine ? context.benchStudentId : userId(i % sizes.students);
    const number = mine ? templates.length + i + 1 : Math.floor(i / sizes.students) + 1;
    return { template, owner, number, id: `grown-attempt-${i}` };
  };
  await bulkInsert(db, 'exam_attempts', attemptCount, (i) => {
    const { template, owner, number, id } = attemptOf(i);
    const started = minutesAgo(i * 2 + 60);
    return {
      id,
      exam_id: template.exam_id,
      user_id: owner,
      number,
      status: 'submitted' as const,
      started_at: started,
      deadline_at: template.deadline_at === null ? null : minutesAgo(i * 2),
      finished_at: minutesAgo(i * 2 + 10),
      finished_by: 'student' as const,
      paper: template.paper,
      total_marks: template.total_marks,
      score_hundredths: template.score_hundredths,
      marking: template.marking,
      current_position: template.current_position,
    };
  });
  const perAttempt = sizes.answersPerAttempt;
  await bulkInsert(db, 'exam_answers', attemptCount * perAttempt, (j) => {
    const i = Math.floor(j / perAttempt);
    return {
      attempt_id: attemptOf(i).id,
      position: j % perAttempt,
      answer: JSON.stringify({ kind: 'single', choice: 'a' }),
      revision: 1,
      flagged: 0,
      checked: 0,
      self_marks: null,
      saved_at: minutesAgo(i * 2 + 20),
    };
  });
  done(`${attemptCount.toLocaleString('en')} finished attempts with ${(attemptCount * perAttempt).toLocaleString('en')} answers`);

  const bank = await db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .select(['q.subject_id', 'q.area_id', 'q.difficulty', 'v.kind', 'v.marks', 'v.stem', 'v.content', 'v.answer_key', 'v.explanation'])
    .where('q.active', '=', 1)
    .orderBy('q.id')
    .execute();
  if (bank.length === 0) throw new Error('the demo bank has no questions');
  const firstQuestion = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await bulkInsert(db, 'questions', sizes.questions, (i) => {
    const source = bank[i % bank.length]!;
    return {
      subject_id: source.subject_id,
      area_id: source.area_id,
      ref: `grown-${i}`,
      difficulty: source.difficulty,
      current_version_id: null,
      current_kind: source.kind,
      current_marks: source.marks,
      active: 1,
    };
  });
  const questionIds = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '>', Number(firstQuestion?.id ?? 0))
    .orderBy('id')
    .execute();
  await bulkInsert(db, 'question_versions', questionIds.length, (i) => {
    const source = bank[i % bank.length]!;
    return {
      question_id: questionIds[i]!.id,
      version: 1,
      kind: source.kind,
      marks: source.marks,
      stem: `${source.stem} (${i})`,
      content: source.content,
      answer_key: source.answer_key,
      explanation: source.explanation,
    };
  });
  // Without fresh statistics PostgreSQL takes the versions just loaded for a handful of rows and scans them once per question (minutes).
  if (databaseKind(db) === 'postgres') await sql`analyze question_versions`.execute(db);
  await db
    .updateTable('questions')
    .set((eb) => ({
      current_version_id: eb
        .selectFrom('question_versions as v')
        .select((v) => v.fn.max('v.id').as('id'))
        .whereRef('v.question_id', '=', 'questions.id'),
    }))
    .where('current_version_id', 'is', null)
    .execute();
  done(`${sizes.questions.toLocaleString('en')} questions`);
}
