import { describe, expect, it } from 'vitest';
import type { BlueprintRow, ExamInput } from '../../../../contracts/studio-exam-schemas';
import { addSection, listedSections, moveSection, removeSection, suggestedTotal } from './exam-sections-form';

const row = (section: number, count = 1): BlueprintRow => ({ areaId: 1, difficulty: null, kind: 'any', unit: 'questions', count, section });
const section = (title: string, suggestedMinutes = 10) => ({ title, instructions: '', suggestedMinutes });
type Form = Pick<ExamInput, 'sections' | 'blueprint' | 'questionIds' | 'questionSections'>;
const form = (over: Partial<Form>): Form => ({ sections: [], blueprint: [], questionIds: [], questionSections: [], ...over });

describe('editing an exam’s sections in the builder', () => {
  it('names sections by letter; the first takes every row and question there is, later ones start empty', () => {
    const first = addSection(form({ blueprint: [row(0), row(0)], questionIds: [7, 8] }), 20);
    expect(first).toEqual({ sections: [section('Section A', 20)], blueprint: [row(0), row(0)], questionSections: [0, 0] });
    const second = addSection(form({ ...first, questionIds: [7, 8] }), 15);
    expect(second.sections.map((s) => s.title)).toEqual(['Section A', 'Section B']);
    expect(second.questionSections).toEqual([0, 0]);
  });

  it('moves a section with what it holds, and gives a removed section’s rows and questions to its neighbour', () => {
    const start = form({ sections: [section('A'), section('B'), section('C')], blueprint: [row(0), row(1), row(2)], questionIds: [1, 2, 3], questionSections: [2, 1, 0] });
    const moved = moveSection(start, 2, -1);
    expect(moved.sections.map((s) => s.title)).toEqual(['A', 'C', 'B']);
    expect(moved.blueprint.map((r) => r.section)).toEqual([0, 2, 1]);
    expect(moved.questionSections).toEqual([1, 2, 0]);

    const removedMiddle = removeSection(start, 1);
    expect(removedMiddle.sections.map((s) => s.title)).toEqual(['A', 'C']);
    expect(removedMiddle.blueprint.map((r) => r.section)).toEqual([0, 0, 1]);
    expect(removedMiddle.questionSections).toEqual([1, 0, 0]);
    expect(removeSection(start, 0).blueprint.map((r) => r.section)).toEqual([0, 0, 1]);

    const none = removeSection(form({ sections: [section('A')], blueprint: [row(0)], questionIds: [4], questionSections: [0] }), 0);
    expect(none).toEqual({ sections: [], blueprint: [row(0)], questionSections: [] });
  });

  it('keeps each listed question’s section as the list changes, a new question going into the last section', () => {
    const listed = form({ sections: [section('A'), section('B')], questionIds: [1, 2], questionSections: [1, 0] });
    expect(listedSections(listed, [2, 1, 9])).toEqual([0, 1, 1]);
    expect(listedSections(form({ questionIds: [1] }), [1, 2])).toEqual([]);
  });

  it('adds up the suggested times against the exam’s duration', () => {
    expect(suggestedTotal([section('A', 40), section('B', 30)], 60)).toEqual({ minutes: 70, over: true });
    expect(suggestedTotal([section('A', 40), section('B', 20)], 60)).toEqual({ minutes: 60, over: false });
    expect(suggestedTotal([section('A', 400)], null)).toEqual({ minutes: 400, over: false });
  });
});
