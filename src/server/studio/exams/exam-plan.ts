import type { ExamInput } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { availabilityOf, bankGroups, groupsOfRow, overlappingRows } from './blueprint-availability';
import { checkSections } from './exam-sections';

/** What an exam's input resolves to in the database: its paper, and the counts its cards show. */
export type ExamPlan = { subjectId: number; questionCount: number; totalMarks: number };

type QuestionRow = { id: number; subject_id: number; active: number; marks: number; area_id: number; difficulty: string };

async function questionRows(db: Db, subjectId: number, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .select(['q.id', 'q.subject_id', 'q.active', 'v.marks', 'q.area_id', 'q.difficulty'])
    .where('q.id', 'in', ids)
    .execute();
}

/**
 * Checks an exam's settings against the database and works out its
 * question count and marks (a row counted in marks gives exactly those; a
 * row counted in questions gives typical marks, the average of its pool,
 * and a row counted in marks a typical number of questions). Drafts may be
 * incomplete; `live` (publishing, or saving an exam that is published) also
 * needs a paper students can sit: a fixed list of active questions, or a
 * blueprint the bank can fill, and no section left empty.
 */
export async function planExam(db: Db, input: ExamInput, live: boolean): Promise<ExamPlan> {
  const subject = await db.selectFrom('subjects').select('id').where('slug', '=', input.paper).executeTakeFirst();
  if (!subject) throw new AppError('subject_not_found', undefined, { field: 'paper' });
  const areaIds = [...new Set([...(input.areaId ? [input.areaId] : []), ...(input.selection === 'blueprint' ? input.blueprint.map((r) => r.areaId) : [])])];
  if (areaIds.length > 0) {
    const areas = await db.selectFrom('syllabus_areas').select('id').where('subject_id', '=', subject.id).where('id', 'in', areaIds).execute();
    if (areas.length !== areaIds.length) throw new AppError('question_area_invalid', undefined, { field: input.areaId && !areas.some((a) => a.id === input.areaId) ? 'areaId' : 'blueprint' });
  }
  checkSections(input, live);
  if (input.opensAt && input.closesAt && new Date(input.closesAt) <= new Date(input.opensAt)) throw new AppError('exam_window_invalid', undefined, { field: 'closesAt' });
  if (input.access === 'enrolled' && input.courseIds.length === 0) throw new AppError('exam_courses_required', undefined, { field: 'courseIds' });
  if (input.courseIds.length > 0) {
    const courses = await db.selectFrom('courses').select('id').where('id', 'in', input.courseIds).where('deleted_at', 'is', null).execute();
    if (courses.length !== new Set(input.courseIds).size) throw new AppError('validation_failed', 'One of the chosen courses does not exist any more.', { field: 'courseIds' });
  }

  if (input.selection === 'fixed') {
    const rows = await questionRows(db, subject.id, input.questionIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const wrong = input.questionIds.filter((id) => byId.get(id)?.subject_id !== subject.id);
    if (wrong.length > 0 || new Set(input.questionIds).size !== input.questionIds.length) {
      throw new AppError('exam_questions_invalid', 'Every question must be in the exam’s paper, and each once.', { field: 'questionIds', questionIds: wrong });
    }
    if (live) {
      const retired = rows.filter((r) => r.active !== 1).map((r) => r.id);
      if (input.questionIds.length === 0 || retired.length > 0)
        throw new AppError('exam_questions_invalid', 'A published exam needs at least one question, none of them retired.', { field: 'questionIds', questionIds: retired });
    }
    return { subjectId: subject.id, questionCount: input.questionIds.length, totalMarks: rows.reduce((sum, r) => sum + r.marks, 0) };
  }

  const overlaps = overlappingRows(input.blueprint);
  if (overlaps.length > 0) throw new AppError('blueprint_rows_overlap', undefined, { field: 'blueprint', overlaps });
  const groups = input.blueprint.length === 0 ? [] : await bankGroups(db, subject.id);
  if (live) {
    const availability = availabilityOf(groups, input.blueprint);
    if (!availability.fillable) throw new AppError('blueprint_unfillable', undefined, { rows: availability.rows });
  }
  let totalMarks = 0;
  let questionCount = 0;
  for (const row of input.blueprint) {
    const pool = groupsOfRow(groups, row);
    const questions = pool.reduce((sum, g) => sum + g.n, 0);
    const average = questions > 0 ? pool.reduce((sum, g) => sum + g.n * g.marks, 0) / questions : 0;
    if (row.unit === 'marks') {
      totalMarks += row.count;
      questionCount += average > 0 ? Math.max(1, Math.round(row.count / average)) : 0;
    } else {
      totalMarks += row.count * average;
      questionCount += row.count;
    }
  }
  return { subjectId: subject.id, questionCount, totalMarks: Math.round(totalMarks) };
}
