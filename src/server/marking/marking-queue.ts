import type { MarkingQueue, QueueExam } from '../../contracts/marking-schemas';
import { mayModerate, scopePapers, type MarkingScope } from '../access/marking-scope';
import type { Db } from '../db/database';
import type { ExamStore } from '../exams/exam-store';
import type { MarkedQuestion } from '../exams/finalise-attempt';

/** At most this many unreleased scripts are read for the per-question counts; beyond, the counts are of the oldest. */
const QUESTION_COUNT_SCRIPTS = 5000;

/**
 * The marker's queue: every tutor-marked exam of their papers with scripts,
 * by how long its oldest unreleased script has waited; the counts come from
 * one grouped read of the scripts, the per-question counts from the
 * unreleased scripts' markings.
 */
export async function markingQueue(db: Db, store: ExamStore, scope: MarkingScope): Promise<MarkingQueue> {
  const papers = scopePapers(scope);
  let counts = db
    .selectFrom('marking_scripts')
    .select((eb) => ['exam_id', 'subject_id', 'state', eb.fn.countAll<number>().as('n'), eb.fn.min('submitted_at').as('oldest')])
    .groupBy(['exam_id', 'subject_id', 'state']);
  if (papers) counts = counts.where('subject_id', 'in', papers.length > 0 ? papers : [-1]);
  const [rows, paperRows] = await Promise.all([
    counts.execute(),
    papers === null
      ? db.selectFrom('subjects').select(['id', 'name']).orderBy('position').execute()
      : papers.length > 0
        ? db.selectFrom('subjects').select(['id', 'name']).where('id', 'in', papers).orderBy('position').execute()
        : Promise.resolve([]),
  ]);

  const exams = new Map<number, QueueExam>();
  for (const row of rows) {
    const exam = await store.byId(row.exam_id);
    if (!exam) continue;
    const line = exams.get(row.exam_id) ?? {
      examId: exam.id,
      title: exam.title,
      paper: { id: exam.subject.id, slug: exam.subject.slug, name: exam.subject.name },
      awaiting: 0,
      drafts: 0,
      released: 0,
      oldestSubmittedAt: null,
      questions: [],
      canModerate: mayModerate(scope, row.subject_id),
    };
    const n = Number(row.n);
    if (row.state === 'awaiting') line.awaiting += n;
    else if (row.state === 'draft') line.drafts += n;
    else line.released += n;
    if (row.state !== 'released' && row.oldest !== null) {
      const oldest = new Date(row.oldest).toISOString();
      if (line.oldestSubmittedAt === null || oldest < line.oldestSubmittedAt) line.oldestSubmittedAt = oldest;
    }
    exams.set(row.exam_id, line);
  }
  await countByQuestion(
    db,
    store,
    [...exams.values()].filter((e) => e.awaiting + e.drafts > 0),
  );

  return {
    exams: [...exams.values()].sort((a, b) => (a.oldestSubmittedAt ?? '9').localeCompare(b.oldestSubmittedAt ?? '9') || a.title.localeCompare(b.title)),
    papers: paperRows.map((p) => ({ id: p.id, name: p.name, lead: mayModerate(scope, p.id) })),
  };
}

async function countByQuestion(db: Db, store: ExamStore, exams: QueueExam[]): Promise<void> {
  if (exams.length === 0) return;
  const rows = await db
    .selectFrom('marking_scripts as s')
    .innerJoin('exam_attempts as a', 'a.id', 's.attempt_id')
    .select(['s.exam_id', 'a.marking'])
    .where(
      's.exam_id',
      'in',
      exams.map((e) => e.examId),
    )
    .where('s.state', '!=', 'released')
    .orderBy('s.submitted_at')
    .limit(QUESTION_COUNT_SCRIPTS)
    .execute();
  const byExam = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const counts = byExam.get(row.exam_id) ?? new Map<number, number>();
    for (const m of JSON.parse(row.marking!) as MarkedQuestion[]) if (m.outcome === 'tutor_mark') counts.set(m.versionId, (counts.get(m.versionId) ?? 0) + 1);
    byExam.set(row.exam_id, counts);
  }
  for (const exam of exams) {
    const counts = byExam.get(exam.examId);
    if (!counts) continue;
    const versions = await store.questionVersions([...counts.keys()]);
    const byQuestion = new Map<number, { questionId: number; stem: string; answers: number }>();
    for (const [versionId, n] of counts) {
      const v = versions.get(versionId);
      if (!v) continue;
      const entry = byQuestion.get(v.questionId) ?? { questionId: v.questionId, stem: v.stem, answers: 0 };
      entry.answers += n;
      byQuestion.set(v.questionId, entry);
    }
    exam.questions = [...byQuestion.values()].sort((a, b) => b.answers - a.answers);
  }
}
