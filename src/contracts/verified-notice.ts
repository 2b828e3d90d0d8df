/**
 * The one-time note that an email address was verified just now: set by the
 * server when a verification link is opened (and signs the student in),
 * read and deleted by the browser, which shows the spec's toast only then.
 * Not HttpOnly, so the page can delete it; it holds the account's id, so a
 * different account signed in afterwards in the same browser is not told.
 */
export const EMAIL_VERIFIED_COOKIE = 'hisab.email_verified';
/** Ten minutes: long enough for a slow phone to load the page the link lands on. */
export const EMAIL_VERIFIED_COOKIE_MAX_AGE = 10 * 60;
