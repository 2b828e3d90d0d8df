import type { Selectable } from 'kysely';
import type { MarkingScope } from '../access/marking-scope';
import { requireMarkable } from '../access/marking-scope';
import type { Db } from '../db/database';
import type { MarkingScriptsTable } from '../db/schema';
import { AppError } from '../errors';
import type { ExamStore, QuestionVersion } from '../exams/exam-store';
import type { MarkedQuestion } from '../exams/finalise-attempt';
import type { PaperEntry } from '../exams/paper-entry';

export type ScriptRow = Selectable<MarkingScriptsTable>;

export type LoadedScript = {
  script: ScriptRow;
  userId: string;
  paper: PaperEntry[];
  marking: MarkedQuestion[];
  versions: Map<number, QuestionVersion>;
};

/** The written answers a tutor marks on a script: waiting for them, or marked by them already. */
export function tutorPositions(marking: MarkedQuestion[]): MarkedQuestion[] {
  return marking.filter((m) => m.outcome === 'tutor_mark' || m.by === 'tutor');
}

/**
 * A script by its number, with its attempt's frozen paper and marking, if
 * the marker's papers include it; otherwise 404 as if it did not exist.
 * Read outside any transaction: the question versions come from the exam
 * store, which reads on its own connection (on SQLite, a read beside an
 * open transaction would wait for it). A caller that writes decides again
 * inside its transaction by a conditional update.
 */
export async function loadScript(db: Db, store: ExamStore, scope: MarkingScope, number: number): Promise<LoadedScript> {
  const row = await db
    .selectFrom('marking_scripts as s')
    .innerJoin('exam_attempts as a', 'a.id', 's.attempt_id')
    .selectAll('s')
    .select(['a.user_id', 'a.paper', 'a.marking'])
    .where('s.id', '=', number)
    .executeTakeFirst();
  if (!row || row.marking === null) throw new AppError('script_not_found');
  requireMarkable(scope, row.subject_id);
  const { user_id: userId, paper, marking, ...script } = row;
  const parsed = JSON.parse(marking) as MarkedQuestion[];
  const versions = await store.questionVersions(parsed.map((m) => m.versionId));
  return { script, userId, paper: JSON.parse(paper) as PaperEntry[], marking: parsed, versions };
}
