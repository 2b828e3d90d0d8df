/**
 * The checkout key: made once per checkout and kept for this tab, so a
 * retry or a double click sends the same key and the server answers the
 * order it already made instead of making a second one.
 */
const keyFor = (scope: string) => `hisab.checkout-key.${scope}`;

export function checkoutKey(scope: string): string {
  try {
    const stored = window.sessionStorage.getItem(keyFor(scope));
    if (stored) return stored;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(keyFor(scope), made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetCheckoutKey(scope: string): void {
  try {
    window.sessionStorage.removeItem(keyFor(scope));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
