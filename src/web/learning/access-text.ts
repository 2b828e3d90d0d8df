import type { EnrollmentStateName } from '../../contracts/learning-schemas';
import { formatDate } from '../format/dates';

/** One line about a student's access window, as /my-enroll and the course page show it. */
export function accessLine(enrollment: { state: EnrollmentStateName; expiresAt: string | null }): string {
  if (enrollment.state === 'revoked') return 'Access withdrawn';
  if (enrollment.state === 'expired') return `Access ended on ${enrollment.expiresAt ? formatDate(enrollment.expiresAt) : 'an earlier date'}`;
  return enrollment.expiresAt ? `Access until ${formatDate(enrollment.expiresAt)}` : 'No end date';
}

export const REVOKED_TEXT = 'Your access to this course was withdrawn. If you think this is a mistake, contact us with your order reference.';

export const courseEnrollPath = (slug: string) => `/courseEnroll/${encodeURIComponent(slug)}`;
export const playerPath = (slug: string, lessonId?: number | null) => `/courseland/${encodeURIComponent(slug)}${lessonId ? `/${lessonId}` : ''}`;
export const enrollmentPath = (slug: string) => `/courseEnrolluser/${encodeURIComponent(slug)}`;
