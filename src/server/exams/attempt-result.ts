import type { Selectable } from 'kysely';
import type { AreaScore, AttemptResult, ReviewedQuestion } from '../../contracts/exam-schemas';
import type { AttemptRow } from '../access/own-attempt';
import type { Db } from '../db/database';
import type { ExamAnswersTable } from '../db/schema';
import { AppError } from '../errors';
import type { ExamDefinition, ExamStore, QuestionVersion } from './exam-store';
import { parseAnswer, type MarkedQuestion } from './finalise-attempt';
import { tutorFeedback, type TutorFeedback } from '../marking/tutor-feedback';
import { paperSections } from './paper-sections';
import { passVerdict, writtenToMark } from './pass-verdict';
import { readAttempt } from './read-attempt';
import { reviewState } from './review-state';
import { shownContent } from './shown-content';

const round = (n: number) => Math.round(n * 100) / 100;

/** The score with a written answer's self-marks counted in. */
export function scoreOf(marking: MarkedQuestion[], selfMarks: Map<number, number>): number {
  return round(marking.reduce((sum, m) => sum + (m.outcome === 'self_mark' ? (selfMarks.get(m.position) ?? 0) : m.marks), 0));
}

/**
 * Results and review of a finished attempt: the total against the pass
 * mark (no verdict while written answers are still to be marked) and marks
 * per syllabus area (weakest first). Each question, with the student's
 * answer, marks, key and worked explanation, only when the review policy
 * allows it now: while the review is withheld nothing per question is sent,
 * since marks or right/wrong per question over a few attempts give away
 * every key of an exam that is still open. An attempt whose time ran out is
 * finalised here if the sweep has not yet done it.
 */
export async function getAttemptResult(db: Db, store: ExamStore, { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date }): Promise<AttemptResult> {
  const attempt = await readAttempt(db, store, { userId, attemptId, now });
  if (attempt.status !== 'submitted' || attempt.marking === null || attempt.finished_at === null) throw new AppError('attempt_in_progress');
  const exam = (await store.byId(attempt.exam_id))!;
  const marking = JSON.parse(attempt.marking) as MarkedQuestion[];
  const [answers, versions, tutor] = await Promise.all([
    db.selectFrom('exam_answers').select(['position', 'answer', 'flagged', 'self_marks']).where('attempt_id', '=', attempt.id).execute(),
    // The marking's versions: a regrade moves an answer to the question's corrected version.
    store.questionVersions(marking.map((m) => m.versionId)),
    marking.some((m) => m.by === 'tutor') ? tutorFeedback(db, attempt.id) : null,
  ]);
  return resultOf({ attempt: { ...attempt, finished_at: attempt.finished_at }, marking, exam, answers, versions, now, tutor });
}

/** What a result is made of: the finished attempt and its marking, its exam, its answers' rows and the paper's versions. */
export type ResultParts = {
  attempt: Pick<AttemptRow, 'id' | 'number' | 'started_at' | 'finished_by' | 'total_marks' | 'paper' | 'sections'> & { finished_at: string };
  marking: MarkedQuestion[];
  exam: ExamDefinition;
  answers: Pick<Selectable<ExamAnswersTable>, 'position' | 'answer' | 'flagged' | 'self_marks'>[];
  versions: Map<number, QuestionVersion>;
  now: Date;
  /** A released script's comments, when a tutor marked the written answers. */
  tutor?: TutorFeedback | null;
};

/** The result from its parts, with no query: an attempt's as read above, or a studio preview's, which is never stored. */
export function resultOf({ attempt, marking, exam, answers, versions, now, tutor = null }: ResultParts): AttemptResult {
  const saved = new Map(answers.map((a) => [a.position, a]));
  const { review, opensAt } = reviewState(exam, now);

  const selfMarks = new Map<number, number>();
  const ticked = new Map<number, string[]>();
  for (const m of marking) {
    const version = versions.get(m.versionId)!;
    const raw = saved.get(m.position)?.self_marks;
    if (m.outcome !== 'self_mark' || !raw || version.key.kind !== 'written') continue;
    const ids = JSON.parse(raw) as string[];
    ticked.set(m.position, ids);
    selfMarks.set(
      m.position,
      version.key.points.filter((p) => ids.includes(p.id)).reduce((s, p) => s + p.marks, 0),
    );
  }

  const areas = new Map<number, AreaScore & { position: number }>();
  const reviewed = marking.map((m): ReviewedQuestion => {
    const version = versions.get(m.versionId)!;
    const row = saved.get(m.position);
    const marks = m.outcome === 'self_mark' ? (selfMarks.get(m.position) ?? 0) : m.marks;
    const area = areas.get(version.area.id) ?? { name: version.area.name, marks: 0, max: 0, percent: 0, position: version.area.position };
    area.marks += marks;
    area.max += m.max;
    areas.set(version.area.id, area);
    return {
      position: m.position,
      area: version.area.name,
      stem: version.stem,
      content: shownContent(version, attempt.paper[m.position - 1]!),
      answer: row ? parseAnswer(row.answer) : null,
      flagged: row?.flagged === 1,
      max: m.max,
      marks,
      outcome: m.outcome,
      key: version.key,
      explanation: version.explanation,
      selfMarks: m.outcome === 'self_mark' ? (ticked.get(m.position) ?? null) : null,
      tutor: m.by === 'tutor' ? (tutor?.answers.get(m.position) ?? { comment: '', awards: [] }) : null,
    };
  });

  const score = scoreOf(marking, selfMarks);
  const percent = attempt.total_marks > 0 ? round((score / attempt.total_marks) * 100) : 0;
  const toMark = writtenToMark(marking, new Set(ticked.keys()));
  return {
    id: attempt.id,
    exam: { slug: exam.slug, title: exam.title, kind: exam.kind, paper: exam.subject.name, passPercent: exam.passPercent },
    number: attempt.number,
    startedAt: attempt.started_at,
    finishedAt: attempt.finished_at,
    finishedBy: attempt.finished_by ?? 'student',
    timeUsedSeconds: Math.max(0, Math.round((new Date(attempt.finished_at).getTime() - new Date(attempt.started_at).getTime()) / 1000)),
    score,
    selfMarked: round([...selfMarks.values()].reduce((s, n) => s + n, 0)),
    totalMarks: attempt.total_marks,
    percent,
    toMark,
    awaitingTutor: marking.filter((m) => m.outcome === 'tutor_mark').length,
    tutorComment: tutor && tutor.comment !== '' ? tutor.comment : null,
    passed: passVerdict(percent, exam.passPercent, toMark),
    areas: [...areas.values()]
      .map(({ position, ...a }) => ({ ...a, marks: round(a.marks), percent: a.max > 0 ? round((a.marks / a.max) * 100) : 0, position }))
      .sort((a, b) => a.percent - b.percent || a.position - b.position)
      .map(({ position: _position, ...a }) => a),
    review,
    reviewOpensAt: opensAt,
    questions: review === 'full' ? reviewed : [],
    sections: paperSections(attempt.sections),
  };
}
