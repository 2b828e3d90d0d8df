import type { ExamInput } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import type { ExamPlan } from './exam-plan';

/** The exams table's columns for an input and its plan. */
export function examColumns(input: ExamInput, plan: ExamPlan) {
  return {
    subject_id: plan.subjectId,
    area_id: input.areaId,
    title: input.title,
    summary: input.summary,
    kind: input.kind,
    duration_minutes: input.durationMinutes,
    pass_percent: input.passPercent,
    attempts_allowed: input.attemptsAllowed,
    opens_at: input.opensAt ? new Date(input.opensAt).toISOString() : null,
    closes_at: input.closesAt ? new Date(input.closesAt).toISOString() : null,
    shuffle_options: input.shuffleOptions ? 1 : 0,
    review_policy: input.reviewPolicy,
    written_marking: input.writtenMarking,
    access: input.access,
    selection: input.selection,
    blueprint: input.selection === 'blueprint' ? JSON.stringify(input.blueprint) : null,
    question_count: plan.questionCount,
    total_marks: plan.totalMarks,
    updated_at: new Date().toISOString(),
  };
}

/** Replaces the exam's sections, fixed list and course links (attempts keep their own frozen papers). */
export async function writeExamLinks(trx: Db, examId: number, input: ExamInput): Promise<void> {
  await trx.deleteFrom('exam_questions').where('exam_id', '=', examId).execute();
  await trx.deleteFrom('exam_sections').where('exam_id', '=', examId).execute();
  await trx.deleteFrom('exam_courses').where('exam_id', '=', examId).execute();
  if (input.sections.length > 0) {
    await trx
      .insertInto('exam_sections')
      .values(input.sections.map((section, i) => ({ exam_id: examId, position: i + 1, title: section.title, instructions: section.instructions, suggested_minutes: section.suggestedMinutes })))
      .execute();
  }
  if (input.selection === 'fixed' && input.questionIds.length > 0) {
    // A section is kept by its position (1-based, as the sections' own); none without sections.
    const sectionOf = (i: number) => (input.sections.length > 0 ? (input.questionSections[i] ?? 0) + 1 : null);
    await trx
      .insertInto('exam_questions')
      .values(input.questionIds.map((question_id, i) => ({ exam_id: examId, position: i + 1, question_id, section: sectionOf(i) })))
      .execute();
  }
  const courseIds = [...new Set(input.courseIds)];
  if (courseIds.length > 0)
    await trx
      .insertInto('exam_courses')
      .values(courseIds.map((course_id) => ({ exam_id: examId, course_id })))
      .execute();
}

/** After a change students may see: the exam store of every process, and the cached course pages that list mocks. */
export async function examsChanged(services: Pick<Services, 'exams' | 'catalogueCache'>): Promise<void> {
  await services.exams.invalidate();
  await services.catalogueCache.invalidate();
}
