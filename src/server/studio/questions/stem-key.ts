/**
 * A stem as the duplicate check compares it: the same words and figures
 * in the same order, whatever their case, spacing, punctuation or Markdown
 * ("**Which** side…?" and "which side…" match). Grouping commas inside a
 * figure go (12,000 and 12000 match, 12,00,000 too); any other sign
 * separates words, so "debit,credit" and "debit credit" match while a
 * decimal point keeps 1.5 apart from 15. Empty when the stem has no word.
 */
export function stemKey(stem: string): string {
  return stem
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
