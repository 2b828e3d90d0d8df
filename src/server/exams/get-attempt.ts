import type { AttemptPlayer, PlayerQuestion } from '../../contracts/exam-schemas';
import type { AttemptRow } from '../access/own-attempt';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExamAnswersTable } from '../db/schema';
import { feedbackFor } from './answer-feedback';
import type { ExamDefinition, ExamStore, QuestionVersion } from './exam-store';
import { parseAnswer } from './finalise-attempt';
import { paperSections } from './paper-sections';
import { readAttempt } from './read-attempt';
import { shownContent } from './shown-content';

/** What the player's view is made of: the attempt (its frozen paper), its exam, the paper's question versions and the saved answers. */
export type PlayerViewParts = {
  attempt: Pick<AttemptRow, 'id' | 'status' | 'started_at' | 'deadline_at' | 'total_marks' | 'current_position' | 'paper' | 'sections'>;
  exam: ExamDefinition;
  versions: Map<number, QuestionVersion>;
  answers: Pick<Selectable<ExamAnswersTable>, 'position' | 'answer' | 'revision' | 'flagged' | 'checked'>[];
  now: Date;
};

/**
 * The player's view of an attempt: the frozen paper, the answers saved so
 * far with their revisions and flags, and the server's clock so the browser
 * can count down without trusting its own. No keys, marks schemes or
 * explanations are in it, except the feedback on a topic quiz's answers
 * the student has already checked and closed.
 */
export async function getAttemptForPlayer(db: Db, store: ExamStore, { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date }): Promise<AttemptPlayer> {
  const attempt = await readAttempt(db, store, { userId, attemptId, now });
  const exam = (await store.byId(attempt.exam_id))!;
  const [answers, versions] = await Promise.all([
    db.selectFrom('exam_answers').select(['position', 'answer', 'revision', 'flagged', 'checked']).where('attempt_id', '=', attempt.id).execute(),
    store.questionVersions(attempt.paper.map((p) => p.versionId)),
  ]);
  return playerView({ attempt, exam, versions, answers, now });
}

/** The view from its parts, with no query: a start builds it from the paper it has just frozen. */
export function playerView({ attempt, exam, versions, answers, now }: PlayerViewParts): AttemptPlayer {
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
      feedback: row?.checked === 1 ? feedbackFor({ exam, version, answerText: row.answer, now }) : null,
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
    sections: paperSections(attempt.sections),
  };
}
