/**
 * How the statistics screen writes its figures, so every table and card
 * reads alike: percentages with one decimal ("61.5 %"), indices with one
 * decimal, the test's shape figures with two, and a true minus sign. A
 * figure the server could not compute (too few attempts, no spread) is
 * null and is written as an en dash, which the screen pairs with words for
 * screen readers (`Figure`).
 */

const MINUS = '\u2212';

function fixed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  // -0.04 rounds to "0.0": no sign on a zero.
  return value < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}

/** A share from 0 to 1 as a percentage: 0.615 → "61.5 %". */
export function shareText(value: number): string {
  return `${fixed(value * 100, 1)} %`;
}

/** A figure already in per cent: 71.24 → "71.2 %". */
export function percentText(value: number): string {
  return `${fixed(value, 1)} %`;
}

/** A mark, an index or a count of marks with one decimal: 8.25 → "8.3". */
export function tenthText(value: number): string {
  return fixed(value, 1);
}

/** Skewness and kurtosis, read to two decimals: −0.123 → "−0.12". */
export function hundredthText(value: number): string {
  return fixed(value, 2);
}

/** Moodle's reading of the coefficient of internal consistency. */
export type CicReading = 'satisfactory' | 'borderline' | 'unsatisfactory';

export function cicReading(cic: number): CicReading {
  if (cic > 75) return 'satisfactory';
  if (cic < 64) return 'unsatisfactory';
  return 'borderline';
}
