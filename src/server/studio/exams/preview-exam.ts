import type { ExamPreview } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { drawQuestions, freezePaper, frozenSections } from '../../exams/draw-paper';
import type { ExamStore } from '../../exams/exam-store';
import { playerView } from '../../exams/get-attempt';
import { previewedExam } from './preview-paper';

/** The player's view of a preview: nothing of it is an attempt, so it has no attempt's id. */
export const PREVIEW_ID = 'preview';

/**
 * Draws a paper of an exam as a student's start would (the same draw and
 * freeze, with no earlier attempts to avoid) and answers the player's view
 * of it with the paper itself. Nothing is written: the browser holds the
 * run and sends the paper back to be marked (mark-preview.ts), so a
 * preview cannot reach attempts, kept sums, statistics or My exams. The
 * deadline is the duration from now; the exam's window does not apply.
 */
export async function previewExam(db: Db, store: ExamStore, { id, now = new Date() }: { id: number; now?: Date }): Promise<ExamPreview> {
  const exam = await previewedExam(db, store, id);
  let drawn;
  try {
    drawn = drawQuestions(exam, exam.selection === 'blueprint' ? await store.pool(exam.subject.id) : [], new Map());
  } catch (error) {
    if (error instanceof AppError && error.code === 'exam_paper_short')
      throw new AppError('blueprint_unfillable', 'The bank cannot fill this blueprint yet, so there is no paper to preview. Add questions or change the rows.');
    throw error;
  }
  if (drawn.length === 0) throw new AppError('exam_questions_invalid', 'This exam has no questions yet: add some before previewing it.');
  const versions = await store.questionVersions(drawn.map((q) => q.versionId));
  const paper = freezePaper(exam, drawn, versions);
  const sections = frozenSections(exam, drawn);
  const deadlineAt = exam.durationMinutes === null ? null : new Date(now.getTime() + exam.durationMinutes * 60_000).toISOString();
  const totalMarks = paper.reduce((sum, entry) => sum + versions.get(entry.versionId)!.marks, 0);
  const attempt = playerView({
    attempt: {
      id: PREVIEW_ID,
      status: 'in_progress',
      started_at: now.toISOString(),
      deadline_at: deadlineAt,
      total_marks: totalMarks,
      current_position: 1,
      paper,
      sections: sections && JSON.stringify(sections),
    },
    exam,
    versions,
    answers: [],
    now,
  });
  return { attempt, paper };
}
