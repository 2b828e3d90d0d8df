import crypto from 'node:crypto';

// No 0/O, 1/I: references are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "HSB-7K2M9Q": short enough to quote, random so one student cannot guess another's. */
export function newOrderReference(): string {
  const bytes = crypto.randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `HSB-${code}`;
}
