import type { Difficulty, QuestionKind } from '../../../contracts/exam-schemas';
import type { Db } from '../database';
import type { SeedQuestion } from './exam-bank/bank-types';
import type { SeedBank } from './exam-bank/bank-types';
import { SEED_BANKS } from './exam-bank/index';
import { toVersion } from './exam-bank/to-version';
import { DEMO_TUTOR_PAPERS } from './demo-tutor';

type BankQuestion = { id: number; areaId: number; areaPosition: number; difficulty: Difficulty; kind: QuestionKind; marks: number };

/**
 * Papers whose full mock goes to tutors (the demo tutor's): their banks hold written
 * questions. Every other mock's written answers are marked by the student against the guide.
 */
const TUTOR_MARKED_MOCKS: ReadonlySet<string> = new Set(DEMO_TUTOR_PAPERS.map((p) => p.slug));

/** Questions in a free taster, and its time: short enough to try the player before buying. */
const TASTER_QUESTIONS = 10;
const TASTER_MINUTES = 20;
/** Questions a full mock draws: objective-heavy papers draw more, written papers fewer and longer. */
const MOCK_QUESTIONS = { certificate: 30, professional: 20, advanced: 16 } as const;
const QUIZ_QUESTIONS = 8;

/**
 * Fills each paper's question bank from the demo banks, then its exams: a
 * free taster (fixed list), a full timed mock drawn by blueprint for the
 * paper's complete and mock-exam courses, and an untimed topic quiz per
 * syllabus area. A paper that already has questions is left alone, so an
 * admin's edits survive a restart and a second run adds nothing.
 */
export async function seedExams(db: Db, banks: SeedBank[] = SEED_BANKS): Promise<number> {
  let added = 0;
  for (const bank of banks) {
    if (bank.questions.length === 0) continue;
    added += await db.transaction().execute(async (trx) => {
      const subject = await trx.selectFrom('subjects').select(['id', 'level', 'name', 'duration_minutes', 'pass_mark_percent']).where('slug', '=', bank.subject).executeTakeFirst();
      if (!subject) return 0;
      const existing = await trx.selectFrom('questions').select('id').where('subject_id', '=', subject.id).limit(1).executeTakeFirst();
      if (existing) return 0;
      const areas = await trx.selectFrom('syllabus_areas').select(['id', 'position', 'name', 'weighting_percent']).where('subject_id', '=', subject.id).orderBy('position').execute();
      const areaId = new Map(areas.map((a) => [a.position, a.id]));

      const idOf = await insertBankQuestions(trx, { subjectId: subject.id, areaId, questions: bank.questions });
      const parts = bank.questions.map((q) => ({ q, v: toVersion(q) }));
      const questions: BankQuestion[] = parts.map(({ q, v }) => ({ id: idOf.get(q.ref)!, areaId: areaId.get(q.area)!, areaPosition: q.area, difficulty: q.difficulty, kind: v.kind, marks: v.marks }));
      const courses = await trx
        .selectFrom('courses')
        .select('id')
        .where('subject_id', '=', subject.id)
        .where((eb) => eb.or([eb('slug', 'like', '%complete-course%'), eb('slug', 'like', '%mock%')]))
        .execute();

      let position = 0;
      // The free taster: objective questions only, round the syllabus areas.
      const taster = roundRobin(
        questions.filter((q) => q.kind !== 'written'),
        areas.map((a) => a.id),
      ).slice(0, TASTER_QUESTIONS);
      const tasterExam = await trx
        .insertInto('exams')
        .values({
          slug: `${bank.subject}-free-taster`,
          subject_id: subject.id,
          title: `${subject.name}: free taster`,
          summary: `Ten questions across the ${subject.name} syllabus in twenty minutes, marked at once with worked answers. Try the exam player before you commit to a course.`,
          kind: 'mock',
          duration_minutes: TASTER_MINUTES,
          pass_percent: subject.pass_mark_percent,
          attempts_allowed: null,
          shuffle_options: 1,
          review_policy: 'after_submit',
          access: 'everyone',
          selection: 'fixed',
          question_count: taster.length,
          total_marks: taster.reduce((s, q) => s + q.marks, 0),
          position: (position += 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('exam_questions')
        .values(taster.map((q, i) => ({ exam_id: tasterExam.id, position: i + 1, question_id: q.id })))
        .execute();

      // The full mock: a blueprint by the syllabus weightings, drawn afresh for each attempt.
      const target = MOCK_QUESTIONS[subject.level as keyof typeof MOCK_QUESTIONS] ?? 20;
      const blueprint = areas
        .map((a) => {
          const available = questions.filter((q) => q.areaId === a.id).length;
          const wanted = Math.max(2, Math.round(((a.weighting_percent ?? 100 / areas.length) * target) / 100));
          return { areaId: a.id, difficulty: null, count: Math.min(available, wanted) };
        })
        .filter((entry) => entry.count > 0);
      const mockCount = blueprint.reduce((s, e) => s + e.count, 0);
      const mockMarks = Math.round(blueprint.reduce((s, e) => s + e.count * averageMarks(questions.filter((q) => q.areaId === e.areaId)), 0));
      const mock = await trx
        .insertInto('exams')
        .values({
          slug: `${bank.subject}-full-mock`,
          subject_id: subject.id,
          title: `${subject.name}: full timed mock`,
          summary: `A full-length ${subject.name} mock drawn from the whole syllabus by its weightings, under exam time. Each attempt draws questions you have seen least.`,
          kind: 'mock',
          duration_minutes: subject.duration_minutes,
          pass_percent: subject.pass_mark_percent,
          attempts_allowed: 3,
          shuffle_options: 1,
          review_policy: 'after_submit',
          access: 'enrolled',
          selection: 'blueprint',
          blueprint: JSON.stringify(blueprint),
          written_marking: TUTOR_MARKED_MOCKS.has(bank.subject) && questions.some((q) => q.kind === 'written') ? 'tutor' : 'self',
          question_count: mockCount,
          total_marks: mockMarks,
          position: (position += 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (courses.length > 0)
        await trx
          .insertInto('exam_courses')
          .values(courses.map((c) => ({ exam_id: mock.id, course_id: c.id })))
          .execute();

      // A topic quiz per syllabus area: untimed practice.
      for (const area of areas) {
        const pool = questions.filter((q) => q.areaId === area.id);
        const count = Math.min(QUIZ_QUESTIONS, pool.length);
        if (count === 0) continue;
        await trx
          .insertInto('exams')
          .values({
            slug: `${bank.subject}-quiz-${area.position}`,
            subject_id: subject.id,
            area_id: area.id,
            title: `Topic quiz: ${area.name}`,
            summary: `${count} questions on ${area.name.toLowerCase()}, untimed, with the worked answer to each once you submit.`,
            kind: 'quiz',
            duration_minutes: null,
            pass_percent: subject.pass_mark_percent,
            attempts_allowed: null,
            shuffle_options: 1,
            review_policy: 'after_submit',
            access: 'everyone',
            selection: 'blueprint',
            blueprint: JSON.stringify([{ areaId: area.id, difficulty: null, count }]),
            question_count: count,
            total_marks: Math.round(count * averageMarks(pool)),
            position: (position += 1),
          })
          .execute();
      }
      return bank.questions.length;
    });
  }
  return added;
}

function averageMarks(questions: BankQuestion[]): number {
  return questions.length === 0 ? 0 : questions.reduce((s, q) => s + q.marks, 0) / questions.length;
}

/** Takes one question from each area in turn, easiest first, so a short paper spans the syllabus. */
function roundRobin(questions: BankQuestion[], areaIds: number[]): BankQuestion[] {
  const rank: Record<Difficulty, number> = { foundation: 0, standard: 1, challenging: 2 };
  const queues = areaIds.map((id) => questions.filter((q) => q.areaId === id).sort((a, b) => rank[a.difficulty] - rank[b.difficulty]));
  const picked: BankQuestion[] = [];
  while (queues.some((q) => q.length > 0)) for (const queue of queues) if (queue.length > 0) picked.push(queue.shift()!);
  return picked;
}

/** Inserts seed questions into a paper's bank at version 1; returns each question's id by its ref. */
export async function insertBankQuestions(trx: Db, { subjectId, areaId, questions }: { subjectId: number; areaId: Map<number, number>; questions: SeedQuestion[] }): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('questions')
    .values(
      questions.map((q) => {
        const { kind, marks } = toVersion(q);
        return { subject_id: subjectId, area_id: areaId.get(q.area)!, ref: q.ref, difficulty: q.difficulty, current_kind: kind, current_marks: marks };
      }),
    )
    .returning(['id', 'ref'])
    .execute();
  const idOf = new Map(rows.map((r) => [r.ref, r.id]));
  await trx
    .insertInto('question_versions')
    .values(
      questions.map((q) => {
        const v = toVersion(q);
        return {
          question_id: idOf.get(q.ref)!,
          version: 1,
          kind: v.kind,
          marks: v.marks,
          stem: q.stem,
          content: JSON.stringify(v.content),
          answer_key: JSON.stringify(v.key),
          explanation: q.explanation,
        };
      }),
    )
    .execute();
  await trx
    .updateTable('questions')
    .set((eb) => ({
      current_version_id: eb.selectFrom('question_versions').select('question_versions.id').whereRef('question_versions.question_id', '=', 'questions.id').where('question_versions.version', '=', 1),
    }))
    .where('subject_id', '=', subjectId)
    .where('current_version_id', 'is', null)
    .execute();
  return idOf;
}
