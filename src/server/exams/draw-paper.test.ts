import { describe, expect, it } from 'vitest';
import type { QuestionKind } from '../../contracts/exam-schemas';
import { OBJECTIVE_KINDS } from '../../contracts/question-kind-filters';
import type { BlueprintRow } from '../../contracts/studio-exam-schemas';
import { AppError } from '../errors';
import { drawQuestions, frozenSections } from './draw-paper';
import type { ExamDefinition, PoolQuestion } from './exam-store';

const AREA = 1;
const OTHER_AREA = 2;

/**
 * A bank like the one that drew three 10-mark essays into a 30-minute mock:
 * objective questions (1 or 3 marks in the first area, 2 or 4 in the other)
 * and essays of 10 and 5 marks.
 */
function bank(): PoolQuestion[] {
  const kinds: QuestionKind[] = ['single', 'multi', 'number', 'table', 'journal'];
  const objective = Array.from({ length: 40 }, (_, i) => ({ kind: kinds[i % 5]!, marks: 1 + (i % 4), areaId: i % 2 === 0 ? AREA : OTHER_AREA }));
  const written = Array.from({ length: 8 }, (_, i) => ({ kind: 'written' as const, marks: i % 2 === 0 ? 10 : 5, areaId: AREA }));
  return [...objective, ...written].map((q, i) => ({ questionId: i + 1, versionId: 1000 + i, difficulty: i % 3 === 0 ? 'foundation' : 'standard', ...q }));
}

const row = (r: Partial<BlueprintRow> & Pick<BlueprintRow, 'count'>): BlueprintRow => ({ areaId: AREA, difficulty: null, kind: 'any', unit: 'questions', section: 0, ...r });

function exam(overrides: Partial<ExamDefinition>): ExamDefinition {
  return {
    id: 1,
    slug: 'mock',
    title: 'Mock',
    summary: '',
    kind: 'mock',
    subject: { id: 1, slug: 'paper', name: 'Paper', level: 'certificate', position: 1 },
    area: null,
    durationMinutes: 30,
    passPercent: 50,
    attemptsAllowed: null,
    opensAt: null,
    closesAt: null,
    shuffleOptions: false,
    reviewPolicy: 'after_submit',
    access: 'everyone',
    courses: [],
    selection: 'blueprint',
    fixed: [],
    blueprint: [],
    sections: [],
    questionCount: 0,
    totalMarks: 0,
    position: 1,
    published: true,
    ...overrides,
  } as ExamDefinition;
}

const marksOf = (qs: PoolQuestion[]) => qs.reduce((s, q) => s + q.marks, 0);
const short = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
  return 'drawn';
};

describe('drawing a paper by kind and by marks', () => {
  const pool = bank();

  it('draws only the kinds a row asks for: objective never gives a written answer, written only written ones, one kind only that kind', () => {
    for (let i = 0; i < 200; i += 1) {
      const drawn = drawQuestions(exam({ blueprint: [row({ kind: 'objective', count: 10 }), row({ areaId: OTHER_AREA, kind: 'journal', count: 2 })] }), pool, new Map());
      expect(drawn.slice(0, 10).every((q) => q.areaId === AREA && (OBJECTIVE_KINDS as readonly string[]).includes(q.kind))).toBe(true);
      expect(drawn.slice(10).every((q) => q.areaId === OTHER_AREA && q.kind === 'journal')).toBe(true);
      const essays = drawQuestions(exam({ blueprint: [row({ kind: 'written', count: 2 })] }), pool, new Map());
      expect(essays.map((q) => q.kind)).toEqual(['written', 'written']);
    }
  });

  it('meets a row counted in marks exactly on every draw, so every attempt has the same marks and structure', () => {
    const mock = exam({
      sections: [
        { title: 'Section A', instructions: 'Objective questions.', suggestedMinutes: 18 },
        { title: 'Section B', instructions: 'Written answers.', suggestedMinutes: 12 },
      ],
      blueprint: [
        row({ kind: 'written', unit: 'marks', count: 15, section: 1 }),
        row({ kind: 'objective', unit: 'marks', count: 20, section: 0 }),
        row({ areaId: OTHER_AREA, kind: 'objective', unit: 'marks', count: 10, section: 0 }),
      ],
    });
    const shapes = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const drawn = drawQuestions(mock, pool, new Map());
      const sections = frozenSections(mock, drawn)!;
      const objective = drawn.filter((q) => q.section === 0);
      const written = drawn.filter((q) => q.section === 1);
      expect(marksOf(drawn)).toBe(45);
      expect(marksOf(objective)).toBe(30);
      expect(marksOf(written)).toBe(15);
      expect(objective.every((q) => q.kind !== 'written') && written.every((q) => q.kind === 'written')).toBe(true);
      // Section A first, whatever order the rows were written in.
      expect(drawn.map((q) => q.section)).toEqual([...objective.map(() => 0), ...written.map(() => 1)]);
      expect(sections.map((s) => [s.title, s.from, s.to, s.suggestedMinutes])).toEqual([
        ['Section A', 1, objective.length, 18],
        ['Section B', objective.length + 1, drawn.length, 12],
      ]);
      expect(new Set(drawn.map((q) => q.questionId)).size).toBe(drawn.length);
      shapes.add(written.map((q) => q.marks).join('+'));
    }
    // 15 written marks are 10 + 5 or 5 + 5 + 5, never three essays of 10.
    expect([...shapes].every((s) => ['10+5', '5+10', '5+5+5'].includes(s))).toBe(true);
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('takes the questions this student saw least first, by marks as by questions', () => {
    const essays = pool.filter((q) => q.kind === 'written');
    const seen = new Map(essays.slice(0, 6).map((q) => [q.questionId, 1]));
    for (let i = 0; i < 50; i += 1) {
      // The two unseen essays are 10 and 5 marks: exactly 15, so they are the ones given.
      const drawn = drawQuestions(exam({ blueprint: [row({ kind: 'written', unit: 'marks', count: 15 })] }), pool, seen);
      expect(drawn.map((q) => q.questionId).sort()).toEqual(
        essays
          .slice(6)
          .map((q) => q.questionId)
          .sort(),
      );
      const byCount = drawQuestions(exam({ blueprint: [row({ kind: 'written', count: 2 })] }), pool, seen);
      expect(byCount.every((q) => !seen.has(q.questionId))).toBe(true);
    }
  });

  it('refuses to draw rather than give fewer questions or marks than the row asks for', () => {
    expect(short(() => drawQuestions(exam({ blueprint: [row({ kind: 'written', count: 9 })] }), pool, new Map()))).toBe('exam_paper_short');
    // 10- and 5-mark essays never make 12.
    expect(short(() => drawQuestions(exam({ blueprint: [row({ kind: 'written', unit: 'marks', count: 12 })] }), pool, new Map()))).toBe('exam_paper_short');
    // Every essay is 60 marks: 61 cannot be met, 60 takes them all.
    expect(short(() => drawQuestions(exam({ blueprint: [row({ kind: 'written', unit: 'marks', count: 61 })] }), pool, new Map()))).toBe('exam_paper_short');
    expect(short(() => drawQuestions(exam({ blueprint: [row({ kind: 'written', unit: 'marks', count: 60 })] }), pool, new Map()))).toBe('drawn');
  });

  it('gives a fixed list in section order, keeping the list’s order within each section', () => {
    const [a, b, c, d] = pool;
    const fixed = [
      { ...a!, section: 1 },
      { ...b!, section: 0 },
      { ...c!, section: 1 },
      { ...d!, section: 0 },
    ];
    const listed = exam({
      selection: 'fixed',
      fixed,
      sections: [
        { title: 'Part one', instructions: '', suggestedMinutes: 10 },
        { title: 'Part two', instructions: 'Show workings.', suggestedMinutes: 20 },
      ],
    });
    const drawn = drawQuestions(listed, pool, new Map());
    expect(drawn.map((q) => q.questionId)).toEqual([b!.questionId, d!.questionId, a!.questionId, c!.questionId]);
    expect(frozenSections(listed, drawn)).toEqual([
      { title: 'Part one', instructions: '', suggestedMinutes: 10, from: 1, to: 2 },
      { title: 'Part two', instructions: 'Show workings.', suggestedMinutes: 20, from: 3, to: 4 },
    ]);
    expect(frozenSections(exam({ selection: 'fixed', fixed }), drawn)).toBeNull();
  });
});
