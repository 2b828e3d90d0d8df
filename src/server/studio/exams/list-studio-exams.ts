import type { StudioExamList } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';

/** Every exam for the studio, drafts included, by paper and position; deleted ones only when asked for. */
export async function listStudioExams(db: Db, deleted: boolean): Promise<StudioExamList> {
  const [rows, attempts] = await Promise.all([
    db
      .selectFrom('exams as e')
      .innerJoin('subjects as s', 's.id', 'e.subject_id')
      .select(['e.id', 'e.slug', 'e.title', 'e.kind', 'e.selection', 'e.question_count', 'e.published', 'e.deleted_at', 'e.version', 'e.updated_at', 's.slug as paper_slug', 's.name as paper_name'])
      .where('e.deleted_at', deleted ? 'is not' : 'is', null)
      .orderBy('s.position')
      .orderBy('e.position')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('exam_attempts')
      .select(['exam_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('exam_id')
      .execute(),
  ]);
  const count = new Map(attempts.map((a) => [a.exam_id, Number(a.n)]));
  return {
    exams: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      kind: r.kind,
      paper: { slug: r.paper_slug, name: r.paper_name },
      selection: r.selection,
      questionCount: r.question_count,
      published: r.published === 1,
      deleted: r.deleted_at !== null,
      attempts: count.get(r.id) ?? 0,
      version: r.version,
      updatedAt: r.updated_at,
    })),
  };
}
