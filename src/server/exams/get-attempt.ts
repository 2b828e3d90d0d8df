import { SAVE_GRACE_MS, type AttemptPlayer, type PlayerQuestion, type QuestionContent } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { PaperEntry } from './draw-paper';
import { feedbackFor } from './check-answer';
import type { ExamStore, QuestionVersion } from './exam-store';
import { finaliseOverdue, parseAnswer } from './finalise-attempt';
import { isOverdue, loadOwnAttempt, type AttemptRow } from './own-attempt';

/** The question as this attempt shows it: options in the frozen order, never the key. */
export function shownContent(version: QuestionVersion, entry: PaperEntry): QuestionContent {
  const content = version.content;
  if (entry.order && (content.kind === 'single' || content.kind === 'multi')) {
    const byId = new Map(content.options.map((o) => [o.id, o]));
    return { ...content, options: entry.order.map((id) => byId.get(id)!).filter(Boolean) };
  }
  return content;
}

/** Reads an attempt the student owns, finalising it first when its time ran out while nobody was looking. */
export async function readAttempt(db: Db, store: ExamStore, userId: string, attemptId: string, now: Date): Promise<AttemptRow> {
  const attempt = await loadOwnAttempt(db, userId, attemptId);
  if (attempt.status === 'in_progress' && isOverdue(attempt.deadline_at, now, SAVE_GRACE_MS)) {
    await finaliseOverdue(db, store, attempt.id, attempt.deadline_at!);
    return loadOwnAttempt(db, userId, attemptId);
  }
  return attempt;
}

/**
 * The player's view of an attempt: the frozen paper, the answers saved so
 * far with their revisions and flags, and the server's clock so the browser
 * can count down without trusting its own. No keys, marks schemes or
 * explanations are in it, except the feedback on a topic quiz's answers
 * the student has already checked and closed.
 */
export async function getAttemptForPlayer(db: Db, store: ExamStore, userId: string, attemptId: string, now = new Date()): Promise<AttemptPlayer> {
  const attempt = await readAttempt(db, store, userId, attemptId, now);
  const exam = (await store.byId(attempt.exam_id))!;
  const [answers, versions] = await Promise.all([
    db.selectFrom('exam_answers').select(['position', 'answer', 'revision', 'flagged', 'checked']).where('attempt_id', '=', attempt.id).execute(),
    store.questionVersions(attempt.paper.map((p) => p.versionId)),
  ]);
  const saved = new Map(answers.map((a) => [a.position, a]));
  const questions = attempt.paper.map((entry, i): PlayerQuestion => {
    const version = versions.get(entry.versionId)!;
    const row = saved.get(i + 1);
    return {
      position: i + 1,
      area: version.area.name,
      marks: version.marks,
      stem: version.stem,
      content: shownContent(version, entry),
      answer: row ? parseAnswer(row.answer) : null,
      revision: row?.revision ?? 0,
      flagged: row?.flagged === 1,
      feedback: row?.checked === 1 ? feedbackFor(exam, version, row.answer, now) : null,
    };
  });
  return {
    id: attempt.id,
    status: attempt.status,
    exam: { slug: exam.slug, title: exam.title, kind: exam.kind, paper: exam.subject.name, passPercent: exam.passPercent },
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    serverNow: now.toISOString(),
    totalMarks: attempt.total_marks,
    // Clamped: the paper is frozen, but a place is never allowed to name a question the player cannot show.
    currentPosition: Math.min(Math.max(1, attempt.current_position), questions.length || 1),
    questions,
  };
}
