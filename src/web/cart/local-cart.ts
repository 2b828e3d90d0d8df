/**
 * A visitor's cart: course slugs in this browser, merged into the account
 * at sign-in. Kept tiny: the header's first load reads it for the badge.
 */
const KEY = 'hisab.cart';

export function readLocalCart(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(slugs: string[]): void {
  try {
    if (slugs.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(slugs));
  } catch {
    // Storage blocked (private mode): the cart lasts as long as the page.
  }
}
