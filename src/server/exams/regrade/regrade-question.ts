import type { RegradeLine, RegradeResult } from '../../../contracts/regrade-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { AppError } from '../../errors';
import { marksChangedMail } from '../../mail/templates';
import { recordMarkChanges } from '../../marking/mark-changes';
import type { Services } from '../../services';
import type { ExamStore, QuestionVersion } from '../exam-store';
import { hundredthsOf, moveAreaMarks } from '../exam-sums';
import type { MarkedQuestion } from '../finalise-attempt';
import { remarkAttempt } from './regrade-attempt';

type Candidate = {
  id: string;
  exam_id: number;
  user_id: string;
  number: number;
  marking: string | null;
  total_marks: number;
  score_hundredths: number | null;
  to_mark: number;
  name: string;
  email: string;
};

/**
 * Regrades one question after its key was fixed (a new version): every
 * finished attempt given an older version is marked again against the
 * current one (regrade-attempt.ts). A dry run reads and lists; committing
 * applies the same list one attempt at a time, each in its own transaction
 * under the student's lock, re-reading the attempt there so an attempt
 * another regrade reached first is left alone. The attempt's marking then
 * names the current version, which is why a second run finds nothing:
 * running it twice changes nothing the second time. Each change keeps the
 * old mark in the history and emails the student with the rows.
 */
export async function regradeQuestion(
  { db, mailer, publicUrl, exams: store }: Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'exams'>,
  { questionId, actor, dryRun, now = new Date() }: { questionId: number; actor: Actor & { name: string }; dryRun: boolean; now?: Date },
): Promise<RegradeResult> {
  const question = await db.selectFrom('questions').select(['id', 'ref', 'subject_id', 'current_version_id']).where('id', '=', questionId).executeTakeFirst();
  if (!question || question.current_version_id === null) throw new AppError('studio_item_not_found');
  const all = await db.selectFrom('question_versions').select(['id', 'version']).where('question_id', '=', questionId).execute();
  const versionNumber = new Map(all.map((v) => [v.id, v.version]));
  const versions = await store.questionVersions(all.map((v) => v.id));
  const current = versions.get(question.current_version_id)!;
  if (current.kind === 'written') throw new AppError('regrade_not_applicable');
  const older = new Set(all.map((v) => v.id).filter((id) => id !== current.id));

  const candidates = await candidatesFor(db, question.subject_id, [...older]);
  const answers = await answersOf(
    db,
    candidates.map((c) => c.id),
  );
  const result: RegradeResult = {
    question: { id: question.id, ref: question.ref, currentVersion: versionNumber.get(current.id)! },
    dryRun,
    attemptsChecked: 0,
    changes: [],
    skipped: [],
  };
  for (const candidate of candidates) {
    const exam = await store.byId(candidate.exam_id);
    const marking = JSON.parse(candidate.marking!) as MarkedQuestion[];
    if (!exam || !marking.some((m) => older.has(m.versionId))) continue;
    result.attemptsChecked += 1;
    const planned = plan(candidate, marking, answers.get(candidate.id) ?? new Map(), exam, current, older, versions, versionNumber);
    result.skipped.push(...planned.skipped);
    if (dryRun) result.changes.push(...planned.lines);
    else if (planned.lines.length > 0)
      result.changes.push(...(await apply(db, { candidate, answers: answers.get(candidate.id) ?? new Map(), current, older, versions, versionNumber, actor, now, mailer, publicUrl, store })));
  }
  result.changes.sort((a, b) => Math.abs(b.marks.to - b.marks.from) - Math.abs(a.marks.to - a.marks.from) || a.attemptId.localeCompare(b.attemptId));
  if (!dryRun && result.changes.length > 0) {
    await db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor,
        action: 'question.regraded',
        target: { type: 'question', id: String(questionId) },
        details: { ref: question.ref, version: result.question.currentVersion, attempts: result.changes.length },
      }),
    );
  }
  return result;
}

function plan(
  candidate: Candidate,
  marking: MarkedQuestion[],
  answers: Map<number, string | null>,
  exam: { id: number; title: string; passPercent: number },
  current: QuestionVersion,
  older: ReadonlySet<number>,
  versions: Map<number, QuestionVersion>,
  versionNumber: Map<number, number>,
) {
  const remark = remarkAttempt({ marking, answers, totalMarks: candidate.total_marks, scoreHundredths: candidate.score_hundredths ?? 0, toMark: candidate.to_mark, exam }, current, older, versions);
  const lines: RegradeLine[] = remark.remarks.map((r) => ({
    attemptId: candidate.id,
    student: { name: candidate.name, email: candidate.email },
    exam: { id: exam.id, title: exam.title },
    number: candidate.number,
    position: r.position,
    fromVersion: versionNumber.get(r.fromVersionId) ?? 0,
    marks: { from: r.from, to: r.to },
    score: { ...remark.score, max: candidate.total_marks },
    percent: remark.percent,
    passed: remark.passed,
  }));
  return { remark, lines, skipped: remark.skipped.map((s) => ({ attemptId: candidate.id, fromVersion: versionNumber.get(s.fromVersionId) ?? 0, reason: s.reason })) };
}

async function apply(
  db: Db,
  {
    candidate,
    answers,
    current,
    older,
    versions,
    versionNumber,
    actor,
    now,
    mailer,
    publicUrl,
    store,
  }: {
    candidate: Candidate;
    answers: Map<number, string | null>;
    current: QuestionVersion;
    older: ReadonlySet<number>;
    versions: Map<number, QuestionVersion>;
    versionNumber: Map<number, number>;
    actor: Actor & { name: string };
    now: Date;
    mailer: Services['mailer'];
    publicUrl: string;
    store: ExamStore;
  },
): Promise<RegradeLine[]> {
  const exam = (await store.byId(candidate.exam_id))!;
  const { lines, send } = await db.transaction().execute(async (trx) => {
    await lockUser(trx, candidate.user_id);
    // Read again under the lock: another regrade may have reached this attempt first.
    const row = await trx.selectFrom('exam_attempts').select(['marking', 'total_marks', 'score_hundredths', 'to_mark', 'number']).where('id', '=', candidate.id).executeTakeFirstOrThrow();
    const marking = JSON.parse(row.marking!) as MarkedQuestion[];
    const fresh = { ...candidate, ...row };
    const planned = plan(fresh, marking, answers, exam, current, older, versions, versionNumber);
    if (planned.lines.length === 0) return { lines: [], send: null };
    const byPosition = new Map(planned.remark.remarks.map((r) => [r.position, r]));
    const moved = new Map<number, number>();
    for (const m of marking) {
      const r = byPosition.get(m.position);
      if (!r) continue;
      moved.set(m.areaId, (moved.get(m.areaId) ?? 0) + hundredthsOf(r.to) - hundredthsOf(r.from));
      m.marks = r.to;
      m.outcome = r.outcome;
      m.versionId = current.id;
    }
    await trx
      .updateTable('exam_attempts')
      .set({ marking: JSON.stringify(marking), score_hundredths: Math.round(planned.remark.score.to * 100) })
      .where('id', '=', candidate.id)
      .execute();
    for (const [areaId, delta] of [...moved.entries()].sort(([a], [b]) => a - b)) await moveAreaMarks(trx, candidate.user_id, areaId, delta);
    const reason = `The key was corrected (version ${versionNumber.get(current.id)}).`;
    await recordMarkChanges(
      trx,
      planned.remark.remarks.map((r) => ({
        attemptId: candidate.id,
        position: r.position,
        cause: 'regrade' as const,
        by: { id: actor.id, name: actor.name },
        at: now,
        from: hundredthsOf(r.from),
        to: hundredthsOf(r.to),
        reason,
      })),
    );
    const send = await mailer.queue(trx, [
      { kind: 'marks_changed', to: candidate.email, ...marksChangedMail(candidate.name, exam.title, planned.remark.score, `${publicUrl}/examcl/${candidate.id}`) },
    ]);
    return { lines: planned.lines, send };
  });
  if (send) await send();
  return lines;
}

/** Finished attempts of the paper's exams whose marking names one of the versions (a text match first, confirmed after parsing). */
async function candidatesFor(db: Db, subjectId: number, versionIds: number[]): Promise<Candidate[]> {
  if (versionIds.length === 0) return [];
  return db
    .selectFrom('exam_attempts as a')
    .innerJoin('exams as e', 'e.id', 'a.exam_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.exam_id', 'a.user_id', 'a.number', 'a.marking', 'a.total_marks', 'a.score_hundredths', 'a.to_mark', 'u.name', 'u.email'])
    .where('e.subject_id', '=', subjectId)
    .where('a.status', '=', 'submitted')
    .where('a.marking', 'is not', null)
    .where((eb) => eb.or(versionIds.map((id) => eb('a.marking', 'like', `%"versionId":${id},%`))))
    .orderBy('a.finished_at')
    .orderBy('a.id')
    .execute();
}

async function answersOf(db: Db, attemptIds: string[]): Promise<Map<string, Map<number, string | null>>> {
  const byAttempt = new Map<string, Map<number, string | null>>();
  for (let i = 0; i < attemptIds.length; i += 500) {
    const rows = await db
      .selectFrom('exam_answers')
      .select(['attempt_id', 'position', 'answer'])
      .where('attempt_id', 'in', attemptIds.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const answers = byAttempt.get(row.attempt_id) ?? new Map<number, string | null>();
      answers.set(row.position, row.answer);
      byAttempt.set(row.attempt_id, answers);
    }
  }
  return byAttempt;
}
