import type { QuestionContent } from '../../../contracts/exam-schemas';
import type { QuestionDetail } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { answerKeySchema } from '../../exams/question-key';

/** One question for its editor: the current version, every earlier one, and where it is used. */
export async function getQuestion(db: Db, id: number): Promise<QuestionDetail> {
  const question = await db
    .selectFrom('questions as q')
    .innerJoin('subjects as s', 's.id', 'q.subject_id')
    .innerJoin('syllabus_areas as a', 'a.id', 'q.area_id')
    .select(['q.id', 'q.ref', 'q.difficulty', 'q.active', 'q.version', 'q.current_version_id', 's.slug as paper_slug', 's.name as paper_name', 'a.id as area_id', 'a.name as area_name'])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!question) throw new AppError('bank_question_not_found');
  const [versions, attempts, exams] = await Promise.all([
    db.selectFrom('question_versions').selectAll().where('question_id', '=', id).orderBy('version', 'desc').execute(),
    // The frozen paper is JSON written by JSON.stringify: {"questionId":12,"versionId":...}.
    db
      .selectFrom('exam_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('paper', 'like', `%"questionId":${id},%`)
      .executeTakeFirst(),
    db
      .selectFrom('exam_questions as eq')
      .innerJoin('exams as e', 'e.id', 'eq.exam_id')
      .select(['e.slug', 'e.title'])
      .distinct()
      .where('eq.question_id', '=', id)
      .where('e.deleted_at', 'is', null)
      .orderBy('e.title')
      .execute(),
  ]);
  const revisions = versions.map((v) => ({
    revision: v.version,
    createdAt: v.created_at,
    marks: v.marks,
    stem: v.stem,
    explanation: v.explanation,
    content: JSON.parse(v.content) as QuestionContent,
    key: answerKeySchema.parse(JSON.parse(v.answer_key)),
  }));
  const current = revisions.find((_, i) => versions[i]!.id === question.current_version_id) ?? revisions[0]!;
  return {
    id: question.id,
    ref: question.ref,
    paper: { slug: question.paper_slug, name: question.paper_name },
    area: { id: question.area_id, name: question.area_name },
    difficulty: question.difficulty,
    active: question.active === 1,
    version: question.version,
    current,
    history: revisions.filter((r) => r !== current),
    usage: { attempts: Number(attempts?.n ?? 0), exams },
  };
}
