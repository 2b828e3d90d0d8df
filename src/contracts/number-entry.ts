// No zod here: the exam player imports this, and the server marks with the
// very same function, so what the student sees echoed is what gets marked.

export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

const GROUPED_INTERNATIONAL = /^\d{1,3}(,\d{3})+$/;
// Bangladeshi and Indian grouping: 12,00,000 (lakh) and 1,20,00,000 (crore).
const GROUPED_LAKH = /^\d{1,2}(,\d{2})*,\d{3}$/;
const PLAIN = /^\d+$/;

/**
 * Reads a number typed in an answer box, deterministically, the way an
 * accountant writes it: `1,200`, `1200`, `1200.00`, `12,00,000`; negatives
 * as `-1200` or `(1,200)`; `-` or `nil` for zero. Anything else is refused
 * with a message that says what is wrong, never guessed at: a misplaced
 * comma, an unclosed bracket, letters or a unit typed in the box.
 */
export function parseNumberEntry(input: string): ParsedNumber {
  let text = input
    .trim()
    .replace(/\u2212|\u2013|\u2014/g, '-')
    .replace(/\s+/g, '');
  if (text === '') return { ok: false, message: 'Enter a number.' };
  if (text === '-' || text.toLowerCase() === 'nil') return { ok: true, value: 0 };

  if (text.startsWith('-(')) return { ok: false, message: 'Write a negative either in brackets or with a minus sign, not both.' };
  let negative = false;
  const opens = text.startsWith('(');
  const closes = text.endsWith(')');
  if (opens || closes) {
    if (!(opens && closes)) return { ok: false, message: 'Close the bracket: a negative is written (1,200) or -1200.' };
    text = text.slice(1, -1);
    negative = true;
  }
  if (text.startsWith('-')) {
    if (negative) return { ok: false, message: 'Write a negative either in brackets or with a minus sign, not both.' };
    negative = true;
    text = text.slice(1);
  }
  if (/[^\d.,]/.test(text)) return { ok: false, message: 'Type the figure only, with digits, commas and a decimal point; the unit is shown beside the box.' };
  const parts = text.split('.');
  if (parts.length > 2) return { ok: false, message: 'A number has at most one decimal point.' };
  const [whole = '', fraction] = parts;
  if (fraction !== undefined && !PLAIN.test(fraction)) return { ok: false, message: 'Put only digits after the decimal point.' };
  if (whole === '' && fraction === undefined) return { ok: false, message: 'Enter a number.' };
  if (whole !== '' && !PLAIN.test(whole) && !GROUPED_INTERNATIONAL.test(whole) && !GROUPED_LAKH.test(whole)) {
    return { ok: false, message: 'A comma is in the wrong place: write 1,200,000 or 1200000.' };
  }
  const value = Number(`${whole.replace(/,/g, '') || '0'}.${fraction ?? '0'}`);
  if (!Number.isFinite(value)) return { ok: false, message: 'That number is too large.' };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

// One formatter for every call: toLocaleString with options builds a new one
// each time, which was most of an exam save's own work on the server.
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** How the player echoes a parsed entry back: "−1,200.5" (a true minus sign). */
export function formatNumberEntry(value: number): string {
  const text = NUMBER_FORMAT.format(Math.abs(value));
  return value < 0 ? `\u2212${text}` : text;
}
