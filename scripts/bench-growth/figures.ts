import { listUsers } from '../../src/server/admin/list-users';
import { getCourse } from '../../src/server/courses/get-course';
import type { Db } from '../../src/server/db/database';
import { ExamStore } from '../../src/server/exams/exam-store';
import { myExams } from '../../src/server/exams/my-exams';
import { getHome } from '../../src/server/home/get-home';
import { exportOrdersCsv } from '../../src/server/payments-admin/export-orders-csv';
import { listOrders } from '../../src/server/payments-admin/list-orders';

export type Subjects = {
  /** The student whose My exams is measured. */
  studentId: string;
  /** The course page measured: the demo's most popular course, the same before and after growth. */
  courseSlug: string;
  /** The paper whose question pool is loaded. */
  subjectId: number;
};

export type Figure = { name: string; run: (db: Db) => Promise<unknown> };

/**
 * Each figure of the issue, measured by calling the operation its route
 * calls with what the screen asks for, so a figure is what a request pays
 * in the database and in mapping (not the HTTP stack, which does not grow).
 */
export function figures(subjects: Subjects): Figure[] {
  return [
    { name: 'Payments queue, Waiting tab (rows and tab counts)', run: (db) => listOrders(db, { status: 'submitted', page: 1, pageSize: 20 }) },
    { name: 'Payments queue, Approved tab (rows and tab counts)', run: (db) => listOrders(db, { status: 'approved', page: 1, pageSize: 20 }) },
    { name: 'Payments CSV, approved orders: first rows', run: (db) => firstCsvRows(db) },
    { name: 'My exams, the student with 400 attempts', run: (db) => myExams(db, examStoreOf(db), subjects.studentId) },
    { name: "Course page (its mentors' distinct students)", run: (db) => getCourse(db, subjects.courseSlug) },
    { name: 'Home (distinct students)', run: (db) => getHome(db) },
    { name: 'Admin users, first page and count', run: (db) => listUsers(db, { page: 1, pageSize: 20 }) },
    { name: 'Admin users, search "rahman"', run: (db) => listUsers(db, { q: 'rahman', page: 1, pageSize: 20 }) },
    // A fresh store is a process whose exams just changed: its first start of the paper reads the exams and that paper's pool (later starts read neither).
    { name: "Question pool, a paper's first start (exams and that paper's pool)", run: (db) => new ExamStore(db).pool(subjects.subjectId) },
  ];
}

const stores = new WeakMap<Db, ExamStore>();

/** One exam store per database, as a process keeps one: question versions stay cached between runs. */
function examStoreOf(db: Db): ExamStore {
  let store = stores.get(db);
  if (!store) {
    store = new ExamStore(db);
    stores.set(db, store);
  }
  return store;
}

/** The header and the first chunk of rows: what the admin's download has received when the first rows are written. */
async function firstCsvRows(db: Db): Promise<void> {
  const chunks = exportOrdersCsv(db, { status: 'approved' });
  await chunks.next();
  await chunks.next();
  await chunks.return(undefined);
}

/** Median milliseconds of `runs` timed calls after one untimed call (which fills caches as a live process has them). */
export async function medianMs(run: () => Promise<unknown>, runs: number): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
}
