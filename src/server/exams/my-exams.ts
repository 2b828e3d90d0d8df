import { WEAK_AREA_MIN_QUESTIONS, type MyExams } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { ExamStore } from './exam-store';
import type { MarkedQuestion } from './finalise-attempt';
import { listAttempts } from './list-exams';

/**
 * "My exams": every attempt with its score (the chart over time), and the
 * student's syllabus areas across all finished attempts. Unanswered
 * questions count as marked (they cost marks in the exam too); written
 * answers count once self-marked.
 */
export async function myExams(db: Db, store: ExamStore, userId: string): Promise<MyExams> {
  const attempts = await listAttempts(db, store, { userId });
  const finished = await db
    .selectFrom('exam_attempts as t')
    .leftJoin('exam_answers as a', (join) => join.onRef('a.attempt_id', '=', 't.id').on('a.self_marks', 'is not', null))
    .select(['t.id', 't.marking', 'a.position', 'a.self_marks'])
    .where('t.user_id', '=', userId)
    .where('t.status', '=', 'submitted')
    .execute();
  const markings = new Map<string, { marking: MarkedQuestion[]; self: Map<number, string[]> }>();
  for (const row of finished) {
    const entry = markings.get(row.id) ?? { marking: JSON.parse(row.marking ?? '[]') as MarkedQuestion[], self: new Map() };
    if (row.position !== null && row.self_marks) entry.self.set(row.position, JSON.parse(row.self_marks) as string[]);
    markings.set(row.id, entry);
  }
  const versions = await store.questionVersions([...markings.values()].flatMap((m) => m.marking.map((q) => q.versionId)));
  const areas = new Map<number, { paper: string; name: string; position: number; questions: number; marks: number; max: number }>();
  for (const { marking, self } of markings.values()) {
    for (const q of marking) {
      const version = versions.get(q.versionId)!;
      let marks = q.marks;
      if (q.outcome === 'self_mark') {
        const ticked = self.get(q.position);
        if (!ticked || version.key.kind !== 'written') continue;
        marks = version.key.points.filter((p) => ticked.includes(p.id)).reduce((s, p) => s + p.marks, 0);
      }
      const area = areas.get(version.area.id) ?? { paper: version.paper, name: version.area.name, position: version.area.position, questions: 0, marks: 0, max: 0 };
      area.questions += 1;
      area.marks += marks;
      area.max += q.max;
      areas.set(version.area.id, area);
    }
  }
  return {
    attempts,
    areas: [...areas.values()]
      .map((a) => ({
        paper: a.paper,
        name: a.name,
        questions: a.questions,
        marks: Math.round(a.marks * 100) / 100,
        max: a.max,
        percent: a.questions >= WEAK_AREA_MIN_QUESTIONS && a.max > 0 ? Math.round((a.marks / a.max) * 1000) / 10 : null,
      }))
      .sort((a, b) => (a.percent ?? 101) - (b.percent ?? 101)),
  };
}
