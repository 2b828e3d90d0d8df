import type { CourseCoverTheme } from '../../../../contracts/course-cover-themes';
import { MAX_PRICE_PAISA, type SaveCourse, type StudioCourse } from '../../../../contracts/studio-course-schemas';

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

/** Taka typed by the admin as paisa; null when it is not an amount (at most two decimals, no signs or letters). */
export function paisaOf(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
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

export type FieldErrors = Partial<Record<keyof CourseForm | 'access', string>>;

/**
 * The form as the API takes it, or the fields the browser can already tell
 * are wrong (amounts and numbers); everything else is checked by the server,
 * whose messages are shown beside the same fields.
 */
export function saveInput(form: CourseForm, version: number): { input: SaveCourse } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const price = paisaOf(form.price === '' ? '0' : form.price);
  if (price === null || price > MAX_PRICE_PAISA) errors.price = 'Enter the price in taka, such as 4500 or 4500.50 (0 for a free course).';
  const sale = form.salePrice.trim() === '' ? null : paisaOf(form.salePrice);
  if (form.salePrice.trim() !== '' && sale === null) errors.salePrice = 'Enter the sale price in taka, or leave it empty.';
  else if (sale !== null && price !== null && sale >= price) errors.salePrice = 'The sale price must be lower than the price.';
  const days = Number(form.accessDays);
  if (form.accessKind === 'days' && !(Number.isInteger(days) && days >= 1 && days <= 3650)) errors.accessDays = 'Enter 1 to 3,650 days.';
  if (form.accessKind === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(form.accessUntil)) errors.accessUntil = 'Choose the last day of access.';
  if (Object.keys(errors).length) return { errors };
  const access: SaveCourse['access'] = form.accessKind === 'days' ? { kind: 'days', days } : form.accessKind === 'until' ? { kind: 'until', until: form.accessUntil } : { kind: 'lifetime' };
  return {
    input: {
      version,
      title: form.title,
      slug: form.slug,
      subjectId: form.subjectId,
      summary: form.summary,
      description: form.description,
      outcomes: form.outcomes.map((o) => o.trim()).filter(Boolean),
      requirements: form.requirements.map((r) => r.trim()).filter(Boolean),
      language: form.language,
      pricePaisa: price!,
      salePricePaisa: sale,
      access,
      mentorIds: form.mentorIds,
      featured: form.featured,
      coverTheme: form.coverTheme,
    },
  };
}

/** The server's validation details as field messages: `outcomes.2` belongs to the outcomes list, `salePricePaisa` to the sale price. */
export function serverFieldErrors(details: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!Array.isArray(details)) return out;
  const fieldOf: Record<string, keyof FieldErrors> = { pricePaisa: 'price', salePricePaisa: 'salePrice', access: 'access' };
  for (const detail of details as { path?: string; message?: string }[]) {
    const head = (detail.path ?? '').split('.')[0] ?? '';
    const field = fieldOf[head] ?? (head as keyof FieldErrors);
    if (field && detail.message && !out[field]) out[field] = detail.message;
  }
  return out;
}
