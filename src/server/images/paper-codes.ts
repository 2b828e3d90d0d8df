/**
 * The short names candidates and tutors use for the papers ("FAR", "SBML"),
 * printed large on course covers. A paper added later without one here gets
 * the initials of its name.
 */
const PAPER_CODES: Record<string, string> = {
  accounting: 'ACC',
  assurance: 'ASR',
  'business-technology-finance': 'BTF',
  'management-information': 'MI',
  'principles-of-taxation': 'PoT',
  'audit-assurance': 'AA',
  'financial-accounting-reporting': 'FAR',
  'financial-management': 'FM',
  'business-planning-taxation-compliance': 'BPTC',
  'corporate-law-practices': 'CLP',
  'corporate-reporting': 'CR',
  'strategic-business-management-leadership': 'SBML',
};

const MINOR_WORDS = new Set(['and', 'of', 'the', 'for', '&']);

export function paperCode(slug: string, name: string): string {
  const known = PAPER_CODES[slug];
  if (known) return known;
  const letters = name
    .split(/[\s,]+/)
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()))
    .map((word) => [...word][0]!.toUpperCase());
  return letters.slice(0, 4).join('') || '?';
}
