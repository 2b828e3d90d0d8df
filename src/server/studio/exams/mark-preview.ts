import type { AttemptResult } from '../../../contracts/exam-schemas';
import type { PreviewMark } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { resultOf } from '../../exams/attempt-result';
import type { ExamStore } from '../../exams/exam-store';
import type { MarkedQuestion } from '../../exams/finalise-attempt';
import { markAnswer } from '../../exams/marking';
import { shownContent } from '../../exams/shown-content';
import { validateAnswer } from '../../exams/validate-answer';
import { PREVIEW_ID } from './preview-exam';
import { checkPreviewSections, previewedExam, previewVersions } from './preview-paper';

/**
 * Marks a previewed run and answers its results as a student's would be
 * shown (the same marking, the same review policy, the same result), with
 * nothing written anywhere. Sent again with the written answers' ticked
 * points, it gives the result with those self-marks counted. Answers are
 * checked against their questions as a student's saves are; the time used
 * ends at the deadline, as a timed-out attempt's does.
 */
export async function markPreview(db: Db, store: ExamStore, { id, input, now = new Date() }: { id: number; input: PreviewMark; now?: Date }): Promise<AttemptResult> {
  const exam = await previewedExam(db, store, id);
  const versions = await previewVersions(db, store, exam, input.paper);
  checkPreviewSections(input.sections, input.paper.length);
  const given = new Map(input.answers.map((a) => [a.position, a]));
  const ticked = new Map(input.selfMarks.map((s) => [s.position, s.points]));
  if ([...given.keys(), ...ticked.keys()].some((position) => position > input.paper.length)) throw new AppError('position_out_of_range');

  const marking: MarkedQuestion[] = input.paper.map((entry, i) => {
    const version = versions.get(entry.versionId)!;
    const answer = given.get(i + 1)?.answer ?? null;
    if (answer) validateAnswer(shownContent(version, entry), answer);
    const marked = markAnswer(version.key, version.marks, answer);
    return { position: i + 1, versionId: entry.versionId, areaId: version.area.id, marks: marked.marks, max: version.marks, outcome: marked.outcome };
  });
  for (const [position, points] of ticked) {
    const version = versions.get(input.paper[position - 1]!.versionId)!;
    if (version.key.kind !== 'written' || marking[position - 1]!.outcome !== 'self_mark') throw new AppError('answer_invalid', 'Only a written answer given can be self-marked.');
    const known = new Set(version.key.points.map((p) => p.id));
    if (points.some((p) => !known.has(p))) throw new AppError('answer_invalid', 'Tick points from the marking guide.');
  }

  const started = new Date(input.startedAt);
  const deadline = exam.durationMinutes === null ? null : new Date(started.getTime() + exam.durationMinutes * 60_000);
  const overtime = deadline !== null && now > deadline;
  return resultOf({
    attempt: {
      id: PREVIEW_ID,
      number: 1,
      started_at: started.toISOString(),
      finished_at: (overtime ? deadline : now).toISOString(),
      finished_by: overtime ? 'time' : 'student',
      total_marks: marking.reduce((sum, m) => sum + m.max, 0),
      paper: input.paper,
      sections: input.sections.length > 0 ? JSON.stringify(input.sections) : null,
    },
    marking,
    exam,
    answers: input.paper.map((_, i) => {
      const saved = given.get(i + 1);
      const points = ticked.get(i + 1);
      return { position: i + 1, answer: saved?.answer ? JSON.stringify(saved.answer) : null, flagged: saved?.flagged ? 1 : 0, self_marks: points ? JSON.stringify([...new Set(points)]) : null };
    }),
    versions,
    now,
  });
}
