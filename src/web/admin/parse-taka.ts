/**
 * Taka typed by an admin ("2,500", "4500.50") as paisa; null when it is not
 * an amount (at most two decimals, no signs or letters, nothing too large to
 * count exactly).
 */
export function parseTaka(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}
