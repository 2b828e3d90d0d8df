import type { Page } from 'playwright-core';

/** Fills the sign-in form on the page shown (student or admin) and sends it. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign in/ }).click();
}

/** Signs a student in from /login and waits for the home page it returns to. */
export async function signInStudent(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await fillSignIn(page, email, password);
  await page.waitForURL(`${base}/`);
}
