import type { ExamInput, ExamSection } from '../../../../contracts/studio-exam-schemas';

/** What a change to the sections changes of the form: the sections, and the section each row and listed question names. */
export type SectionsPatch = Pick<ExamInput, 'sections' | 'blueprint' | 'questionSections'>;
type Form = Pick<ExamInput, 'sections' | 'blueprint' | 'questionIds' | 'questionSections'>;

const LETTERS = 'ABCDEFGHIJKL';

/** A new section's name: the next letter, as papers name them. */
export function nextSectionTitle(sections: ExamSection[]): string {
  return `Section ${LETTERS[sections.length] ?? sections.length + 1}`;
}

/** Every row and listed question keeps its section, renumbered by `to` (old index to new). */
function renumber(form: Form, sections: ExamSection[], to: (index: number) => number): SectionsPatch {
  if (sections.length === 0) return { sections, blueprint: form.blueprint.map((row) => ({ ...row, section: 0 })), questionSections: [] };
  const listed = form.questionIds.map((_, i) => form.questionSections[i] ?? 0);
  return { sections, blueprint: form.blueprint.map((row) => ({ ...row, section: to(row.section) })), questionSections: listed.map(to) };
}

/**
 * A section added at the end. The first one takes every row and question
 * there is (an exam without sections is one run of them); later ones start
 * empty.
 */
export function addSection(form: Form, suggestedMinutes: number): SectionsPatch {
  const sections = [...form.sections, { title: nextSectionTitle(form.sections), instructions: '', suggestedMinutes }];
  return renumber(form, sections, (index) => Math.min(index, sections.length - 1));
}

/** A section taken out: what it held moves to the section before it (or after, for the first). */
export function removeSection(form: Form, at: number): SectionsPatch {
  const sections = form.sections.filter((_, i) => i !== at);
  return renumber(form, sections, (index) => (index < at ? index : index === at ? Math.max(0, at - 1) : index - 1));
}

/** A section moved one place up or down, with what it holds. */
export function moveSection(form: Form, at: number, by: -1 | 1): SectionsPatch {
  const other = at + by;
  const sections = [...form.sections];
  [sections[at], sections[other]] = [sections[other]!, sections[at]!];
  return renumber(form, sections, (index) => (index === at ? other : index === other ? at : index));
}

/** One section's settings changed. */
export function editSection(form: Form, at: number, patch: Partial<ExamSection>): SectionsPatch {
  return { sections: form.sections.map((s, i) => (i === at ? { ...s, ...patch } : s)), blueprint: form.blueprint, questionSections: form.questionSections };
}

/** The fixed list changed (added, removed, moved): each question keeps its section; a new one goes in the last section. */
export function listedSections(form: Form, questionIds: number[]): number[] {
  if (form.sections.length === 0) return [];
  const before = new Map(form.questionIds.map((id, i) => [id, form.questionSections[i] ?? 0]));
  return questionIds.map((id) => before.get(id) ?? form.sections.length - 1);
}

/** The suggested times together, and whether they come to more than the exam's time. */
export function suggestedTotal(sections: ExamSection[], durationMinutes: number | null): { minutes: number; over: boolean } {
  const minutes = sections.reduce((sum, s) => sum + s.suggestedMinutes, 0);
  return { minutes, over: durationMinutes !== null && minutes > durationMinutes };
}
