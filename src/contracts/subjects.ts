// No zod here: the browser's first load imports these constants, and the
// schemas live in subject-schemas.ts so zod stays out of that bundle.

/**
 * The twelve exam papers, by the exact names the specification uses as page
 * paths. The order is the curriculum order: Certificate, Professional,
 * Advanced.
 */
export const SUBJECT_NAMES = [
  'Accounting',
  'Assurance',
  'Business, Technology & Finance',
  'Management Information',
  'Principles of Taxation',
  'Audit & Assurance',
  'Financial Accounting & Reporting',
  'Financial Management',
  'Business Planning Taxation & Compliance',
  'Corporate Law & Practices',
  'Corporate Reporting',
  'Strategic Business Management and Leadership',
] as const;

export type SubjectName = (typeof SUBJECT_NAMES)[number];

export const LEVELS = ['certificate', 'professional', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = {
  certificate: 'Certificate Level',
  professional: 'Professional Level',
  advanced: 'Advanced Level',
};

/** Each paper's level in the ICAB curriculum; the navigation and the seed both read it here. */
export const SUBJECT_LEVELS: Record<SubjectName, Level> = {
  Accounting: 'certificate',
  Assurance: 'certificate',
  'Business, Technology & Finance': 'certificate',
  'Management Information': 'certificate',
  'Principles of Taxation': 'certificate',
  'Audit & Assurance': 'professional',
  'Financial Accounting & Reporting': 'professional',
  'Financial Management': 'professional',
  'Business Planning Taxation & Compliance': 'professional',
  'Corporate Law & Practices': 'professional',
  'Corporate Reporting': 'advanced',
  'Strategic Business Management and Leadership': 'advanced',
};

export function subjectNamesAtLevel(level: Level): SubjectName[] {
  return SUBJECT_NAMES.filter((name) => SUBJECT_LEVELS[name] === level);
}

/** The page path of a subject: its name, percent-encoded (the spec's `/Audit%20%26%20Assurance`). */
export function subjectPath(name: string): string {
  return `/${encodeURIComponent(name)}`;
}

export function isSubjectName(value: string): value is SubjectName {
  return (SUBJECT_NAMES as readonly string[]).includes(value);
}

/** "3 h", "3.5 h", "1 h 45 min": how candidates talk about paper length. */
export function formatDuration(minutes: number): string {
  if (minutes % 30 === 0) return `${minutes / 60} h`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}
