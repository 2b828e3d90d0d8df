/**
 * The demo tutor's papers, by slug, and whether the tutor leads each: the
 * demo accounts assign them (seed-demo-accounts.ts) and the seed makes
 * these papers' full mocks tutor-marked (seed-exams.ts), so a newcomer
 * signed in as the tutor sees students' scripts reach the marking queue.
 */
export const DEMO_TUTOR_PAPERS = [
  { slug: 'audit-assurance', lead: true },
  { slug: 'financial-accounting-reporting', lead: false },
] as const;
