import { SITE } from '../../contracts/site';

/** Words that make a name an account's label rather than a person's ("Hisab Admin", "Support Team"). */
const NOT_PERSONAL = new Set(['admin', 'administrator', 'team', 'support', 'office', 'staff', 'desk', 'account', 'accounts', 'test', 'demo', SITE.name.toLowerCase()]);

/**
 * What to call someone in a greeting: their first name when the name
 * clearly has one (two or more words, none of them a role or the
 * business's name), otherwise the whole name as written. "Farhana Rahman"
 * is Farhana; "Hisab Admin" stays "Hisab Admin", never "Hisab".
 */
export function greetingName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  const words = whole.split(' ');
  if (words.length < 2) return whole;
  if (words.some((w) => NOT_PERSONAL.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))) return whole;
  // An initial ("M. Rahman") is not a name to greet by.
  if (words[0]!.replace(/\./g, '').length < 2) return whole;
  return words[0]!;
}
