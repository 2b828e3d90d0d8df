import { SCRIPT_OPEN_MINUTES, type MarkChange, type MarkingScript, type PointAward } from '../../contracts/marking-schemas';
import { mayModerate, type MarkingScope } from '../access/marking-scope';
import type { Db } from '../db/database';
import type { ExamStore } from '../exams/exam-store';
import { parseAnswer } from '../exams/finalise-attempt';
import { tutorPositions, type LoadedScript } from './load-script';
import { nextScript } from './next-script';

const round = (n: number) => Math.round(n * 100) / 100;

/** Whether a script opened at `openedAt` still counts as being marked by whoever opened it. */
export function stillOpen(openedAt: string | null, now: Date): boolean {
  return openedAt !== null && now.getTime() - new Date(openedAt).getTime() < SCRIPT_OPEN_MINUTES * 60_000;
}

/**
 * A script as a marker sees it: its written answers with the marking guide,
 * the saved marks, comments and each mark's history, and a summary of the
 * automatically marked questions. The student is never named: not their
 * name, address or attempt, only the script's number.
 */
export async function scriptView(db: Db, store: ExamStore, scope: MarkingScope, loaded: LoadedScript, { viewerId, now }: { viewerId: string; now: Date }): Promise<MarkingScript> {
  const { script, marking, versions } = loaded;
  const positions = tutorPositions(marking);
  const [answers, marks, history, people, next] = await Promise.all([
    db
      .selectFrom('exam_answers')
      .select(['position', 'answer'])
      .where('attempt_id', '=', script.attempt_id)
      .where(
        'position',
        'in',
        positions.map((p) => p.position),
      )
      .execute(),
    db.selectFrom('script_marks').select(['position', 'awards', 'marks_hundredths', 'comment']).where('script_id', '=', script.id).execute(),
    db
      .selectFrom('mark_changes')
      .select(['position', 'cause', 'changed_by_name', 'changed_at', 'from_hundredths', 'to_hundredths', 'reason'])
      .where('attempt_id', '=', script.attempt_id)
      .orderBy('id')
      .execute(),
    namesOf(db, [script.opened_by, script.marked_by]),
    script.state === 'released' ? Promise.resolve(null) : nextScript(db, { examId: script.exam_id, after: script, viewerId, now }),
  ]);
  const exam = (await store.byId(script.exam_id))!;
  const answerAt = new Map(answers.map((a) => [a.position, parseAnswer(a.answer)]));
  const markAt = new Map(marks.map((m) => [m.position, m]));
  const historyAt = new Map<number, MarkChange[]>();
  for (const h of history) {
    const list = historyAt.get(h.position) ?? [];
    list.push({ cause: h.cause, by: h.changed_by_name, at: h.changed_at, from: h.from_hundredths === null ? null : h.from_hundredths / 100, to: h.to_hundredths / 100, reason: h.reason });
    historyAt.set(h.position, list);
  }
  const auto = marking.filter((m) => !positions.includes(m));
  const openByOther = script.state !== 'released' && script.opened_by !== null && script.opened_by !== viewerId && stillOpen(script.opened_at, now);

  return {
    number: script.id,
    exam: { id: exam.id, title: exam.title, paper: exam.subject.name },
    state: script.state,
    revision: script.revision,
    submittedAt: script.submitted_at,
    releasedAt: script.released_at,
    markedBy: script.marked_by ? (people.get(script.marked_by) ?? null) : null,
    comment: script.comment,
    alsoOpenBy: openByOther ? { name: people.get(script.opened_by!) ?? 'Another marker', at: script.opened_at! } : null,
    answers: positions.map((m) => {
      const version = versions.get(m.versionId)!;
      const saved = markAt.get(m.position);
      return {
        position: m.position,
        questionId: version.questionId,
        area: version.area.name,
        stem: version.stem,
        max: m.max,
        answer: answerAt.get(m.position) ?? null,
        guide: version.key.kind === 'written' ? version.key.points.map((p) => ({ id: p.id, text: p.text, marks: p.marks, partial: p.partial === true })) : [],
        awards: saved ? (JSON.parse(saved.awards) as PointAward[]) : null,
        marks: saved ? saved.marks_hundredths / 100 : null,
        comment: saved?.comment ?? '',
        history: historyAt.get(m.position) ?? [],
      };
    }),
    autoMarked: { questions: auto.length, marks: round(auto.reduce((s, m) => s + m.marks, 0)), max: auto.reduce((s, m) => s + m.max, 0) },
    totalMarks: marking.reduce((s, m) => s + m.max, 0),
    canModerate: mayModerate(scope, script.subject_id),
    next,
  };
}

async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
