import { describe, expect, it } from 'vitest';
import { completeForm, newExamForm } from './exam-form';

describe('the builder’s form', () => {
  it('reads a draft kept from before sections, kinds and units as no sections and rows of any kind in questions', () => {
    const { sections: _s, questionSections: _q, ...old } = newExamForm('accounting');
    const kept = { ...old, blueprint: [{ areaId: 3, difficulty: null, count: 4 }] };
    expect(completeForm(kept)).toMatchObject({ sections: [], questionSections: [], blueprint: [{ areaId: 3, difficulty: null, count: 4, kind: 'any', unit: 'questions', section: 0 }] });
    const current = { ...newExamForm('accounting'), sections: [{ title: 'Section A', instructions: '', suggestedMinutes: 20 }] };
    expect(completeForm(current)).toEqual(current);
  });
});
