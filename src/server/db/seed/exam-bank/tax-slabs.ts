import type { SeedQuestion } from './bank-types';

/**
 * The law every question of both tax banks follows: its rates, thresholds
 * and rules are those of the Finance Act 2024, which set them for the income
 * year 2024-25 (assessed in the tax year 2025-26). Each stem ends with this
 * line, so a student reading after a later Finance Act knows which year's
 * rules the answer follows.
 */
export const TAX_LAW_SOURCE = 'Law and rates: Finance Act 2024 (income year 2024-25, tax year 2025-26).';

/** The bank's questions, each stem ending with the Finance Act it follows. */
export function followingFinanceAct(questions: SeedQuestion[]): SeedQuestion[] {
  return questions.map((q) => ({ ...q, stem: `${q.stem}\n\n*${TAX_LAW_SOURCE}*` }));
}

/**
 * The individual income tax slabs the tax banks state in their stems (a
 * resident man's, as an assumption of the question: the real ones change
 * with each Finance Act), shared by both tax papers.
 */
export const SLABS = `| Slice of total income | Rate |
|---|---|
| First Tk 350,000 | 0% |
| Next Tk 100,000 | 5% |
| Next Tk 400,000 | 10% |
| Next Tk 500,000 | 15% |
| Next Tk 500,000 | 20% |
| Next Tk 2,000,000 | 25% |
| Balance | 30% |`;

/** The slab widths and rates of SLABS, as check inputs (each appears in the table above). */
export const BANDS = { b1: 100000, b2: 400000, b3: 500000, b4: 500000, b5: 2000000, r1: 5, r2: 10, r3: 15, r4: 20, r5: 25, r6: 30 };

/** Tax on `income` under the slabs, after a tax-free first slice of `free`. */
export function slabTax(income: number, free: number, i: typeof BANDS): number {
  const widths = [i.b1, i.b2, i.b3, i.b4, i.b5, Number.POSITIVE_INFINITY];
  const rates = [i.r1, i.r2, i.r3, i.r4, i.r5, i.r6];
  let rest = Math.max(0, income - free);
  let tax = 0;
  widths.forEach((width, k) => {
    const slice = Math.min(rest, width);
    tax += (slice * (rates[k] ?? 0)) / 100;
    rest -= slice;
  });
  return tax;
}
