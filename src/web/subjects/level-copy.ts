import type { Level } from '../../contracts/subjects';

/** How each level is explained to candidates choosing where to start. */
export const LEVEL_BLURBS: Record<Level, string> = {
  certificate: 'The foundations: bookkeeping, assurance, business, costing and tax. Most questions are objective and the papers are shorter.',
  professional: 'Technical depth in audit, reporting, finance, tax and law, answered in writing with calculations and judgement.',
  advanced: 'Case-study papers that bring every earlier subject together, as a senior professional would face them.',
};

export const LEVEL_BADGE: Record<Level, string> = {
  certificate: 'bg-sky-100 text-sky-800',
  professional: 'bg-violet-100 text-violet-800',
  advanced: 'bg-amber-100 text-amber-900',
};
