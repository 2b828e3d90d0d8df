import crypto from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

/**
 * A new certificate's code: 10 random characters, 50 bits. Guessing one
 * that exists takes billions of tries against a site with a million
 * certificates, and the verify page counts misses per network address
 * (certificates/verify-guesses.ts).
 */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code;
}

/**
 * A code as typed or scanned, in its stored form, or null when it cannot be
 * one: case, spaces and hyphens ignored, and the letters Crockford reads as
 * digits (I and L as 1, O as 0) taken as those digits.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!ALPHABET.includes(ch)) return null;
  return code;
}

/** How the code is printed and shown: two groups of five, easier to read out and to type. */
export function displayCertificateCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
