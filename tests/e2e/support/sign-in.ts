import type { Page } from 'playwright-core';

/** Fills the sign-in form on the page shown (student or admin) and sends it. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign in/ }).click();
}

/**
 * Signs in through the API the form posts to, in the page's browser
 * context: the session cookie lands in the context, so the next page the
 * test opens is signed in. For journeys that are not about signing in; the
 * forms themselves (student, admin, by keyboard, the return to the page
 * asked for) have their own tests. Loading the form and the page it leads
 * to cost two page loads per journey.
 */
export async function signInThroughApi(page: Page, base: string, email: string, password: string): Promise<void> {
  const res = await page.context().request.post(`${base}/api/auth/sign-in/email`, { data: { email, password }, headers: { Origin: base } });
  if (!res.ok()) throw new Error(`signing in ${email} failed: ${res.status()} ${await res.text()}`);
}
