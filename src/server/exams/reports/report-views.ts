import type { Selectable } from 'kysely';
import type { AdminReport, StudentReport } from '../../../contracts/question-report-schemas';
import type { Db } from '../../db/database';
import type { QuestionReportsTable } from '../../db/schema';

type ReportRow = Selectable<QuestionReportsTable>;

/** A report as its student reads it; `position` is where the question sits in the attempt on show. */
export function studentReport(row: ReportRow, position: number): StudentReport {
  return {
    id: row.id,
    position,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reply: row.reply,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

/** Reports as the studio shows them, with who sent each, from which exam and attempt, and the version they were given. */
export function adminReports(db: Db) {
  return db
    .selectFrom('question_reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('exam_attempts as a', 'a.id', 'r.attempt_id')
    .innerJoin('exams as e', 'e.id', 'a.exam_id')
    .innerJoin('question_versions as v', 'v.id', 'r.version_id')
    .leftJoin('users as c', 'c.id', 'r.closed_by')
    .select([
      'r.id',
      'r.question_id',
      'r.reason',
      'r.details',
      'r.status',
      'r.reply',
      'r.position',
      'r.created_at',
      'r.updated_at',
      'r.closed_at',
      'u.id as student_id',
      'u.name as student_name',
      'u.email as student_email',
      'e.id as exam_id',
      'e.title as exam_title',
      'a.number as attempt_number',
      'v.version as revision',
      'c.name as closed_by_name',
    ]);
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminReports>['execute']>>[number];

export function adminReport(row: AdminRow): AdminReport {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reply: row.reply,
    student: { id: row.student_id, name: row.student_name, email: row.student_email },
    exam: { id: row.exam_id, title: row.exam_title },
    attemptNumber: row.attempt_number,
    position: row.position,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    closedBy: row.closed_by_name,
  };
}
