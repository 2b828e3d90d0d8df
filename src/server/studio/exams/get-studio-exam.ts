import type { ExamInput, StudioExam } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { readBlueprint } from '../../exams/read-blueprint';
import { blueprintAvailability } from './blueprint-availability';

/** The builder's form as stored, with what the form does not edit. */
export async function loadExamInput(db: Db, id: number) {
  const exam = await db.selectFrom('exams as e').innerJoin('subjects as s', 's.id', 'e.subject_id').selectAll('e').select('s.slug as paper').where('e.id', '=', id).executeTakeFirst();
  if (!exam) return undefined;
  const [questions, courses, sections] = await Promise.all([
    db.selectFrom('exam_questions').select(['question_id', 'section']).where('exam_id', '=', id).orderBy('position').execute(),
    db.selectFrom('exam_courses').select('course_id').where('exam_id', '=', id).orderBy('course_id').execute(),
    db.selectFrom('exam_sections').select(['title', 'instructions', 'suggested_minutes']).where('exam_id', '=', id).orderBy('position').execute(),
  ]);
  const input: ExamInput = {
    title: exam.title,
    summary: exam.summary,
    paper: exam.paper,
    areaId: exam.area_id,
    kind: exam.kind,
    durationMinutes: exam.duration_minutes,
    passPercent: exam.pass_percent,
    attemptsAllowed: exam.attempts_allowed,
    opensAt: exam.opens_at,
    closesAt: exam.closes_at,
    shuffleOptions: exam.shuffle_options === 1,
    reviewPolicy: exam.review_policy,
    writtenMarking: exam.written_marking,
    access: exam.access,
    courseIds: courses.map((c) => c.course_id),
    selection: exam.selection,
    questionIds: questions.map((q) => q.question_id),
    blueprint: readBlueprint(exam.blueprint),
    sections: sections.map((s) => ({ title: s.title, instructions: s.instructions, suggestedMinutes: s.suggested_minutes })),
    questionSections: sections.length > 0 ? questions.map((q) => (q.section ?? 1) - 1) : [],
  };
  return { exam, input, deleted: exam.deleted_at !== null };
}

/** One exam for its builder: the form, the fixed list's questions, the blueprint's availability now, and how many attempts it has. */
export async function getStudioExam(db: Db, id: number): Promise<StudioExam> {
  const loaded = await loadExamInput(db, id);
  if (!loaded) throw new AppError('studio_item_not_found');
  const { exam, input } = loaded;
  const [questions, courses, attempts, availability] = await Promise.all([
    input.questionIds.length === 0
      ? []
      : db
          .selectFrom('questions as q')
          .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
          .innerJoin('syllabus_areas as a', 'a.id', 'q.area_id')
          .select(['q.id', 'q.ref', 'v.kind', 'v.marks', 'v.stem', 'a.name as area', 'q.difficulty', 'q.active'])
          .where('q.id', 'in', input.questionIds)
          .execute(),
    input.courseIds.length === 0 ? [] : db.selectFrom('courses').select(['id', 'title']).where('id', 'in', input.courseIds).execute(),
    db
      .selectFrom('exam_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('exam_id', '=', id)
      .executeTakeFirst(),
    blueprintAvailability(db, exam.subject_id, input.blueprint),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    ...input,
    id: exam.id,
    slug: exam.slug,
    version: exam.version,
    published: exam.published === 1,
    deleted: exam.deleted_at !== null,
    attempts: Number(attempts?.n ?? 0),
    questionCount: exam.question_count,
    totalMarks: exam.total_marks,
    questions: input.questionIds.flatMap((qid) => {
      const q = byId.get(qid);
      return q
        ? [{ id: q.id, ref: q.ref, kind: q.kind, marks: q.marks, stem: q.stem.length > 160 ? `${q.stem.slice(0, 157)}…` : q.stem, area: q.area, difficulty: q.difficulty, active: q.active === 1 }]
        : [];
    }),
    availability,
    courses,
  };
}
