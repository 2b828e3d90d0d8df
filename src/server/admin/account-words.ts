/**
 * The words an account is found by in the admin's user search, and the
 * terms a search is made of. Both go through the same folding, so what an
 * admin types meets what was stored whatever the database's own case rules
 * (SQLite folds ASCII only):
 *
 * - lower case, compatibility-decomposed (NFKD), Latin accents removed, so
 *   "ÜMIT" and "umit" find "Ümit";
 * - a word is a run of letters, digits and combining marks: Bangla vowel
 *   signs are marks, and "রহমান" stays one word instead of breaking at its
 *   vowel sign (the course search's tokens split there);
 * - the whole email address is a word too, and so are the words of its local
 *   part: "n.rahman@" finds the address by its start, "rahman" finds it by
 *   a word of the local part, and the full address finds it exactly.
 *
 * Migration 0029 holds a frozen copy of these rules for its backfill: a
 * change here needs a migration that indexes every account again.
 */

/** Longest stored word: a prefix search is exact up to this length, and an email address is at most 254 characters. */
export const WORD_MAX = 254;
/** At most this many terms of a search are used. */
export const TERMS_MAX = 8;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, WORD_MAX));
}

/** The distinct words stored for an account: its name's words, its email address whole, and the words of the address's local part. */
export function accountWords(name: string, email: string): string[] {
  const address = fold(email.trim());
  const local = address.includes('@') ? address.slice(0, address.lastIndexOf('@')) : address;
  return [...new Set([...wordsOf(name), address.slice(0, WORD_MAX), ...wordsOf(local)])].filter((w) => w.length > 0);
}

/**
 * A search's terms, each to be found as the start of some word of the
 * account. A part with an "@" is the start of an email address (kept whole,
 * dots and all); any other part gives its words. Punctuation alone gives no
 * term, and a search without terms finds nothing.
 */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const part of query.trim().split(/\s+/)) {
    if (part.includes('@')) terms.push(fold(part).slice(0, WORD_MAX));
    else terms.push(...wordsOf(part));
  }
  return [...new Set(terms)].filter((t) => t.length > 0).slice(0, TERMS_MAX);
}
