import type { CourseCoverTheme } from '../../../../contracts/course-cover-themes';
import { saveCourseSchema, type SaveCourse, type StudioCourse } from '../../../../contracts/studio-course-schemas';
import { parseTaka } from '../../parse-taka';
import { schemaFieldErrors, type FieldErrors } from '../../ui/field-errors';

/** What the editor's form holds: prices as the admin types them (taka), the access rule's parts side by side. */
export type CourseForm = {
  title: string;
  slug: string;
  subjectId: number;
  summary: string;
  description: string;
  outcomes: string[];
  requirements: string[];
  language: StudioCourse['language'];
  price: string;
  salePrice: string;
  accessKind: 'lifetime' | 'days' | 'until';
  accessDays: string;
  accessUntil: string;
  mentorIds: number[];
  featured: boolean;
  coverTheme: CourseCoverTheme;
};

/** Paisa as the form shows taka: "4500", or "4500.50" when there are paisa. */
export function takaText(paisa: number): string {
  return paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2);
}

export function formOf(course: StudioCourse): CourseForm {
  return {
    title: course.title,
    slug: course.slug,
    subjectId: course.subjectId,
    summary: course.summary,
    description: course.description,
    outcomes: course.outcomes,
    requirements: course.requirements,
    language: course.language,
    price: takaText(course.pricePaisa),
    salePrice: course.salePricePaisa === null ? '' : takaText(course.salePricePaisa),
    accessKind: course.access.kind,
    accessDays: course.access.kind === 'days' ? String(course.access.days) : '365',
    accessUntil: course.access.kind === 'until' ? course.access.until : '',
    mentorIds: course.mentorIds,
    featured: course.featured,
    coverTheme: course.coverTheme,
  };
}

/** The form field a checked path belongs to: `pricePaisa` is the price typed in taka, `access.days` the days box, `outcomes.2` the outcomes list. */
export function courseField(path: string): string {
  if (path === 'access.days') return 'accessDays';
  if (path === 'access.until') return 'accessUntil';
  const head = path.split('.')[0] ?? '';
  return { pricePaisa: 'price', salePricePaisa: 'salePrice' }[head] ?? head;
}

/**
 * The form as the API takes it, or its fields' problems: the amounts typed
 * in taka are read here, then everything is checked by the contract's own
 * schema (the server's check), whose messages are shown beside the fields.
 */
export function saveInput(form: CourseForm, version: number): { input: SaveCourse } | { errors: FieldErrors } {
  const typed: FieldErrors = {};
  const price = parseTaka(form.price === '' ? '0' : form.price);
  if (price === null) typed.price = 'Enter the price in taka, such as 4500 or 4500.50 (0 for a free course).';
  const sale = form.salePrice.trim() === '' ? null : parseTaka(form.salePrice);
  if (form.salePrice.trim() !== '' && sale === null) typed.salePrice = 'Enter the sale price in taka, or leave it empty.';
  const days = Number(form.accessDays);
  if (form.accessKind === 'days' && !Number.isFinite(days)) typed.accessDays = 'Days must be a whole number.';
  const access: SaveCourse['access'] = form.accessKind === 'days' ? { kind: 'days', days } : form.accessKind === 'until' ? { kind: 'until', until: form.accessUntil } : { kind: 'lifetime' };
  const input: SaveCourse = {
    version,
    title: form.title,
    slug: form.slug,
    subjectId: form.subjectId,
    summary: form.summary,
    description: form.description,
    outcomes: form.outcomes.map((o) => o.trim()).filter(Boolean),
    requirements: form.requirements.map((r) => r.trim()).filter(Boolean),
    language: form.language,
    pricePaisa: price ?? 0,
    salePricePaisa: sale,
    access,
    mentorIds: form.mentorIds,
    featured: form.featured,
    coverTheme: form.coverTheme,
  };
  const errors = { ...schemaFieldErrors(saveCourseSchema, input, courseField), ...typed };
  return Object.keys(errors).length ? { errors } : { input };
}
