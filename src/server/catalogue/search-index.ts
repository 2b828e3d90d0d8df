import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Full-text search over courses, the same on SQLite (FTS5) and PostgreSQL
 * (tsvector). Both index the same document with plain lower-case tokens (no
 * stemming, no stop words: FTS5's unicode61 and PostgreSQL's 'simple'
 * configuration), and both get the same query: every word of the search,
 * each as a prefix. So "consol ifrs" finds "Consolidation under IFRS 10" on
 * either database, and the result sets are identical.
 */

/**
 * Text split into words of letters and digits, lower case, accents removed.
 * Documents and searches both go through it, so neither database's own
 * parser meets punctuation ("IFRS-16", "3.5 h", e-mail addresses) that it
 * would split differently from the other.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The distinct words of a search, at most eight. */
export function searchTerms(query: string): string[] {
  return [...new Set(words(query))].slice(0, 8);
}

/** Writes (or rewrites) a course's search document: title, paper, summary, description, mentors, lessons. */
export async function indexCourse(db: Kysely<Database>, courseId: number): Promise<void> {
  const course = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.title', 'courses.summary', 'courses.description', 'subjects.name as subject'])
    .where('courses.id', '=', courseId)
    .executeTakeFirst();
  await db.deleteFrom('course_search').where('course_id', '=', courseId).execute();
  if (!course) return;
  const [mentors, lessons] = await Promise.all([
    db
      .selectFrom('course_instructors')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select('instructors.name')
      .where('course_instructors.course_id', '=', courseId)
      .execute(),
    db.selectFrom('lessons').select('title').where('course_id', '=', courseId).where('published', '=', 1).where('deleted_at', 'is', null).execute(),
  ]);
  const document = words([course.title, course.subject, course.summary, course.description, ...mentors.map((m) => m.name), ...lessons.map((l) => l.title)].join('\n')).join(' ');
  if (databaseKind(db) === 'postgres') {
    await sql`insert into course_search (course_id, document) values (${courseId}, to_tsvector('simple', ${document}))`.execute(db);
  } else {
    await db.insertInto('course_search').values({ course_id: courseId, document }).execute();
  }
}

/** The ids of courses whose document has every term (as a prefix), for use in `where id in (...)`. */
export function matchingCourseIds(db: Kysely<Database>, terms: string[]) {
  if (databaseKind(db) === 'postgres') {
    const query = terms.map((t) => `${t}:*`).join(' & ');
    return sql<{ course_id: number }>`select course_id from course_search where document @@ to_tsquery('simple', ${query})`;
  }
  // Each term quoted, so FTS5 reads it as a word and never as its query syntax.
  const query = terms.map((t) => `"${t}"*`).join(' AND ');
  return sql<{ course_id: number }>`select course_id from course_search where course_search match ${query}`;
}
