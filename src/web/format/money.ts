const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const WITH_PAISA = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Tk 4,500" from integer paisa; paisa shown only when there are some. */
export function formatTaka(paisa: number): string {
  return `Tk ${(paisa % 100 === 0 ? WHOLE : WITH_PAISA).format(paisa / 100)}`;
}

/** The price a student pays now: the sale price while a course is on sale. */
export function currentPricePaisa(course: { pricePaisa: number; salePricePaisa: number | null }): number {
  return course.salePricePaisa ?? course.pricePaisa;
}
