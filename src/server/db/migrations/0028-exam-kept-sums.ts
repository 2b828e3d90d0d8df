import { sql, type Kysely } from 'kysely';

/**
 * My exams read every attempt of the student and parsed every finished
 * attempt's marking for the weak areas, so its cost grew with the attempts.
 * Kept beside the rows now, changed in the same transactions as finalising
 * and self-marking (decisions/2026-11-28-exam-kept-sums.md):
 *
 * - `exam_area_totals`: per student and syllabus area, the marked questions,
 *   their marks (hundredths, as the score) and their maximum, over every
 *   finished attempt. A written answer counts once self-marked.
 * - `exam_attempts.to_mark`: a finished attempt's written answers still to
 *   be self-marked (its verdict waits for them).
 *
 * Both are filled here from the finished attempts as they stand. Also the
 * student's attempts newest first, with the id to break ties (one page at a
 * time), and the student's attempts in progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_area_totals')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('syllabus_areas.id'))
    .addColumn('questions', 'integer', (c) => c.notNull().check(sql`questions >= 0`))
    .addColumn('marks_hundredths', 'integer', (c) => c.notNull().check(sql`marks_hundredths >= 0`))
    .addColumn('max_marks', 'integer', (c) => c.notNull().check(sql`max_marks >= 0`))
    .addPrimaryKeyConstraint('exam_area_totals_pk', ['user_id', 'area_id'])
    .execute();
  await db.schema
    .alterTable('exam_attempts')
    .addColumn('to_mark', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`to_mark >= 0`),
    )
    .execute();

  await db.schema.dropIndex('exam_attempts_user').execute();
  await db.schema.createIndex('exam_attempts_user_newest').on('exam_attempts').columns(['user_id', 'started_at', 'id']).execute();
  await db.schema.createIndex('exam_attempts_user_open').on('exam_attempts').columns(['user_id', 'started_at']).where(sql.ref('status'), '=', 'in_progress').execute();

  await recountExamSums(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('exam_attempts_user_open').execute();
  await db.schema.dropIndex('exam_attempts_user_newest').execute();
  await db.schema.createIndex('exam_attempts_user').on('exam_attempts').columns(['user_id', 'started_at']).execute();
  await db.schema.alterTable('exam_attempts').dropColumn('to_mark').execute();
  await db.schema.dropTable('exam_area_totals').execute();
}

type Marked = { position: number; versionId: number; areaId: number; marks: number; max: number; outcome: string };
type Totals = { userId: string; areaId: number; questions: number; hundredths: number; max: number };

const BATCH = 500;

/**
 * Counts both figures again from the finished attempts, as finalising and
 * self-marking keep them: each question of a finished attempt's marking
 * counts in the area it was marked in, at its marks in hundredths, except a
 * written answer, which counts at the points ticked once self-marked and is
 * "to mark" until then. Self-contained (it reads the rows, not the exam
 * code of its day), so the bulk-loaded benchmark database can be recounted
 * with it too.
 */
export async function recountExamSums(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it stands at this migration
  const q = db as Kysely<any>;
  await q.deleteFrom('exam_area_totals').execute();
  await q.updateTable('exam_attempts').set({ to_mark: 0 }).where('to_mark', '<>', 0).execute();

  const totals = new Map<string, Totals>();
  const toMark = new Map<number, string[]>();
  const pointMarks = new Map<number, Map<string, number>>();
  let after = '';
  for (;;) {
    const attempts = (await q
      .selectFrom('exam_attempts')
      .select(['id', 'user_id', 'marking'])
      .where('status', '=', 'submitted')
      .where('marking', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: string; user_id: string; marking: string }[];
    if (attempts.length === 0) break;
    after = attempts[attempts.length - 1]!.id;

    const ticks = (await q
      .selectFrom('exam_answers')
      .select(['attempt_id', 'position', 'self_marks'])
      .where(
        'attempt_id',
        'in',
        attempts.map((a) => a.id),
      )
      .where('self_marks', 'is not', null)
      .execute()) as { attempt_id: string; position: number; self_marks: string }[];
    const ticked = new Map(ticks.map((t) => [`${t.attempt_id}:${t.position}`, JSON.parse(t.self_marks) as string[]]));
    const markings = attempts.map((a) => ({ ...a, questions: JSON.parse(a.marking) as Marked[] }));

    const versionIds = new Set<number>();
    for (const a of markings) for (const m of a.questions) if (m.outcome === 'self_mark' && ticked.has(`${a.id}:${m.position}`) && !pointMarks.has(m.versionId)) versionIds.add(m.versionId);
    if (versionIds.size > 0) {
      const keys = (await q
        .selectFrom('question_versions')
        .select(['id', 'answer_key'])
        .where('id', 'in', [...versionIds])
        .execute()) as { id: number; answer_key: string }[];
      for (const key of keys) {
        const parsed = JSON.parse(key.answer_key) as { kind: string; points?: { id: string; marks: number }[] };
        pointMarks.set(key.id, new Map(parsed.kind === 'written' ? (parsed.points ?? []).map((p) => [p.id, p.marks]) : []));
      }
    }

    for (const a of markings) {
      let waiting = 0;
      for (const m of a.questions) {
        let hundredths = Math.round(m.marks * 100);
        if (m.outcome === 'self_mark') {
          const ids = ticked.get(`${a.id}:${m.position}`);
          if (!ids) {
            waiting += 1;
            continue;
          }
          const points = pointMarks.get(m.versionId) ?? new Map<string, number>();
          hundredths = Math.round(ids.reduce((sum, id) => sum + (points.get(id) ?? 0), 0) * 100);
        }
        const k = `${a.user_id}\u0000${m.areaId}`;
        const row = totals.get(k) ?? { userId: a.user_id, areaId: m.areaId, questions: 0, hundredths: 0, max: 0 };
        row.questions += 1;
        row.hundredths += hundredths;
        row.max += m.max;
        totals.set(k, row);
      }
      if (waiting > 0) toMark.set(waiting, [...(toMark.get(waiting) ?? []), a.id]);
    }
  }

  const rows = [...totals.values()];
  for (let i = 0; i < rows.length; i += BATCH) {
    await q
      .insertInto('exam_area_totals')
      .values(rows.slice(i, i + BATCH).map((r) => ({ user_id: r.userId, area_id: r.areaId, questions: r.questions, marks_hundredths: r.hundredths, max_marks: r.max })))
      .execute();
  }
  for (const [waiting, ids] of toMark) {
    for (let i = 0; i < ids.length; i += BATCH) {
      await q
        .updateTable('exam_attempts')
        .set({ to_mark: waiting })
        .where('id', 'in', ids.slice(i, i + BATCH))
        .execute();
    }
  }
}
