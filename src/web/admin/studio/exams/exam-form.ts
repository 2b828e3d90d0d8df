import type { z } from 'zod';
import type { ExamInput, examInputSchema, StudioExam } from '../../../../contracts/studio-exam-schemas';

export function newExamForm(paper: string): ExamInput {
  return {
    title: '',
    summary: '',
    paper,
    areaId: null,
    kind: 'mock',
    durationMinutes: 60,
    passPercent: 50,
    attemptsAllowed: null,
    opensAt: null,
    closesAt: null,
    shuffleOptions: true,
    reviewPolicy: 'after_submit',
    // A mock's written answers go to a tutor, as the premium "mock + checked script" sells them.
    writtenMarking: 'tutor',
    access: 'everyone',
    courseIds: [],
    selection: 'blueprint',
    questionIds: [],
    blueprint: [],
    sections: [],
    questionSections: [],
  };
}

/** The builder's form of a loaded exam: every field a new form has, so a setting added to the form is added once. */
export function formOfExam(exam: StudioExam): ExamInput {
  const form = newExamForm(exam.paper);
  for (const key of Object.keys(form) as (keyof ExamInput)[]) (form as Record<keyof ExamInput, unknown>)[key] = exam[key];
  return form;
}

/**
 * The form as the builder works on it. A draft this browser kept from
 * before exams had sections, and rows kinds and units, reads as no
 * sections and rows of any kind counted in questions, as the server reads
 * such rows.
 */
export function completeForm(form: z.input<typeof examInputSchema>): ExamInput {
  return {
    ...form,
    writtenMarking: form.writtenMarking ?? 'self',
    sections: form.sections ?? [],
    questionSections: form.questionSections ?? [],
    blueprint: form.blueprint.map((row) => ({ ...row, kind: row.kind ?? 'any', unit: row.unit ?? 'questions', section: row.section ?? 0 })),
  };
}

/** An ISO instant as a datetime-local value in this browser's time zone, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
