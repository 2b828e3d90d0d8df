import type { ScriptList, ScriptListQuery } from '../../contracts/marking-schemas';
import { mayMark, mayModerate, type MarkingScope } from '../access/marking-scope';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { ExamStore } from '../exams/exam-store';
import type { MarkedQuestion } from '../exams/finalise-attempt';
import { tutorPositions } from './load-script';
import { stillOpen } from './script-view';

const LIST_MAX = 500;

/**
 * One exam's scripts by number, oldest first, with their state, marks so
 * far and whether another marker has one open; never who wrote them. For
 * moderation, a random sample of the released scripts.
 */
export async function listScripts(
  db: Db,
  store: ExamStore,
  scope: MarkingScope,
  { examId, query, viewerId, now = new Date() }: { examId: number; query: ScriptListQuery; viewerId: string; now?: Date },
): Promise<ScriptList> {
  const exam = await store.byId(examId);
  if (!exam || exam.writtenMarking !== 'tutor' || !mayMark(scope, exam.subject.id)) throw new AppError('marking_exam_not_found');
  const state = query.sample ? 'released' : query.state;
  let rows = db
    .selectFrom('marking_scripts as s')
    .innerJoin('exam_attempts as a', 'a.id', 's.attempt_id')
    .leftJoin('users as o', 'o.id', 's.opened_by')
    .select(['s.id', 's.state', 's.submitted_at', 's.released_at', 's.opened_by', 's.opened_at', 'o.name as opened_name', 'a.marking'])
    .select((eb) => eb.exists(eb.selectFrom('mark_changes as c').select('c.id').whereRef('c.attempt_id', '=', 's.attempt_id').where('c.cause', '=', 'moderation')).as('moderated'))
    .where('s.exam_id', '=', examId)
    .orderBy('s.submitted_at')
    .orderBy('s.id');
  if (state === 'unreleased') rows = rows.where('s.state', '!=', 'released');
  if (state === 'released') rows = rows.where('s.state', '=', 'released');
  const found = await rows.limit(query.sample ? 100_000 : LIST_MAX).execute();

  const draftMarks = await db
    .selectFrom('script_marks')
    .select(['script_id', 'marks_hundredths'])
    .where(
      'script_id',
      'in',
      found
        .filter((r) => r.state === 'draft')
        .map((r) => r.id)
        .concat(-1),
    )
    .execute();
  const drafted = new Map<number, number>();
  for (const m of draftMarks) drafted.set(m.script_id, (drafted.get(m.script_id) ?? 0) + m.marks_hundredths);

  let scripts = found.map((row) => {
    const written = tutorPositions(JSON.parse(row.marking!) as MarkedQuestion[]);
    const released = row.state === 'released' ? written.reduce((s, m) => s + Math.round(m.marks * 100), 0) : null;
    const sum = released ?? drafted.get(row.id) ?? null;
    return {
      number: row.id,
      state: row.state,
      submittedAt: row.submitted_at,
      releasedAt: row.released_at,
      answers: written.length,
      openedBy: row.state !== 'released' && row.opened_by !== null && row.opened_by !== viewerId && stillOpen(row.opened_at, now) ? row.opened_name : null,
      marks: sum === null ? null : sum / 100,
      max: written.reduce((s, m) => s + m.max, 0),
      moderated: Boolean(row.moderated),
      questions: written.map((m) => m.versionId),
    };
  });
  if (query.question) {
    const versions = await store.questionVersions([...new Set(scripts.flatMap((s) => s.questions))]);
    scripts = scripts.filter((s) => s.questions.some((v) => versions.get(v)?.questionId === query.question));
  }
  if (query.sample) scripts = sample(scripts, query.sample);
  return {
    exam: { id: exam.id, title: exam.title, paper: exam.subject.name, canModerate: mayModerate(scope, exam.subject.id) },
    scripts: scripts.map(({ questions: _questions, ...line }) => line),
  };
}

/** A random sample, kept in script order. */
function sample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const picked = new Set<number>();
  while (picked.size < n) picked.add(Math.floor(Math.random() * items.length));
  return items.filter((_, i) => picked.has(i));
}
