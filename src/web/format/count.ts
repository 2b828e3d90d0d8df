/**
 * A whole number grouped as in Bangladesh and India: the last three digits,
 * then pairs ("1,23,456"), as `toLocaleString('en-IN')` writes it. Written
 * out because the first use of the locale formatter loads the locale's
 * data: on a slow phone that was the largest piece of the app's start-up
 * after React (about 60 ms with the CPU slowed 4x), for the same string.
 * Fractions are rounded away; what is not a finite number is written as is.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
