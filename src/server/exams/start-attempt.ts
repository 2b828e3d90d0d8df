import crypto from 'node:crypto';
import { SAVE_GRACE_MS } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { drawQuestions, freezePaper, frozenSections } from './draw-paper';
import { assertMaySit } from './exam-access';
import type { ExamDefinition, ExamStore } from './exam-store';
import { finaliseOverdue } from './finalise-attempt';
import { isOverdue } from './overdue';
import type { PlayerViewParts } from './get-attempt';
import type { PaperEntry } from './paper-entry';

/** A resumed attempt, or a new one with what its player's view is made of (nothing of it needs reading back). */
export type Started = { attemptId: string; resumed: true } | { attemptId: string; resumed: false; view: PlayerViewParts };

/** The deadline: start + duration, or the window's close if that comes first; none for an untimed exam without one. */
export function deadlineFor(exam: ExamDefinition, now: Date): Date | null {
  const byDuration = exam.durationMinutes !== null ? new Date(now.getTime() + exam.durationMinutes * 60_000) : null;
  const close = exam.closesAt ? new Date(exam.closesAt) : null;
  if (byDuration && close) return byDuration < close ? byDuration : close;
  return byDuration ?? close;
}

/**
 * Starts an attempt, or gives back the one in progress. The paper is drawn
 * and frozen here and stored with the attempt in one insert. Two tabs or
 * twenty concurrent clicks make one attempt: the database allows one in
 * progress per student and exam and one row per attempt number, so every
 * racing insert but one does nothing and the others resume the winner's.
 */
export async function startAttempt(db: Db, store: ExamStore, { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date }): Promise<Started> {
  const exam = await store.bySlug(slug);
  if (!exam) throw new AppError('exam_not_found');

  for (let tries = 0; tries < 3; tries += 1) {
    const earlier = await db.selectFrom('exam_attempts').select(['id', 'number', 'status', 'deadline_at', 'paper']).where('exam_id', '=', exam.id).where('user_id', '=', userId).execute();
    const open = earlier.find((a) => a.status === 'in_progress');
    if (open) {
      if (!isOverdue(open.deadline_at, now, SAVE_GRACE_MS)) return { attemptId: open.id, resumed: true };
      await finaliseOverdue(db, store, { attemptId: open.id, deadlineAt: open.deadline_at! });
    }
    if (exam.attemptsAllowed !== null && earlier.length >= exam.attemptsAllowed) throw new AppError('attempts_used_up');
    await assertMaySit(db, { userId, exam, now });

    const seen = new Map<number, number>();
    for (const attempt of earlier) for (const entry of JSON.parse(attempt.paper) as PaperEntry[]) seen.set(entry.questionId, (seen.get(entry.questionId) ?? 0) + 1);
    const drawn = drawQuestions(exam, await store.pool(exam.subject.id), seen);
    if (drawn.length === 0) throw new AppError('exam_not_found', 'This exam has no questions yet.');
    const versions = await store.questionVersions(drawn.map((q) => q.versionId));
    const paper = freezePaper(exam, drawn, versions);
    const sections = frozenSections(exam, drawn);
    const deadline = deadlineFor(exam, now);
    const deadlineAt = deadline ? deadline.toISOString() : null;
    const totalMarks = paper.reduce((sum, entry) => sum + versions.get(entry.versionId)!.marks, 0);
    const id = crypto.randomBytes(12).toString('base64url');
    const inserted = await db
      .insertInto('exam_attempts')
      .values({
        id,
        exam_id: exam.id,
        user_id: userId,
        number: Math.max(0, ...earlier.map((a) => a.number)) + 1,
        status: 'in_progress',
        started_at: now.toISOString(),
        deadline_at: deadlineAt,
        paper: JSON.stringify(paper),
        total_marks: totalMarks,
        sections: sections && JSON.stringify(sections),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      store.rememberAttempt(inserted.id, { userId, paper, deadlineAt });
      const attempt = {
        id: inserted.id,
        status: 'in_progress' as const,
        started_at: now.toISOString(),
        deadline_at: deadlineAt,
        total_marks: totalMarks,
        current_position: 1,
        paper,
        sections: sections && JSON.stringify(sections),
      };
      return { attemptId: inserted.id, resumed: false, view: { attempt, exam, versions, answers: [], now } };
    }
    // Another request started one at the same moment: read again and resume it.
  }
  throw new AppError('attempt_in_progress', 'Another start of this exam is under way. Try again in a moment.');
}
