import type { LaunchItem } from '../../contracts/admin-schemas';
import { SITE } from '../../contracts/site';
import type { Db } from '../db/database';
import { INSTRUCTOR_SEEDS } from '../db/seed/instructors-data';
import { CONTENT_PAGE_SEEDS } from '../db/seed/pages-data';
import { COUPON_SEEDS, PAYMENT_METHOD_SEEDS } from '../db/seed/seed-commerce';

/** The name and inbox the demo ships with; a provider's own replace them in code and in CONTACT_EMAIL. */
export const DEMO_SITE_NAME = 'Hisab';
export const DEMO_CONTACT_EMAIL = 'support@hisab.com.bd';

type Facts = {
  /** Where contact-form messages go (CONTACT_EMAIL). */
  contactEmail: string;
  /** The site's name as built (contracts/site.ts). */
  siteName?: string;
};

/**
 * The "before you launch" list: every value the demo seeded that a provider
 * must replace, for as long as the database still holds the demo's value.
 * Nothing is ticked by hand: each item is the seed's value compared with
 * the row's, so editing the row (or deleting a demo mentor, disabling a
 * demo payment method or coupon) takes it off the list, and restoring the
 * demo's value puts it back.
 */
export async function launchChecklist(db: Db, facts: Facts, now = new Date()): Promise<LaunchItem[]> {
  const [methods, pages, mentors, coupons, settings] = await Promise.all([
    db.selectFrom('payment_methods').select(['code', 'label', 'account_name', 'account_number', 'instructions']).where('enabled', '=', 1).orderBy('position').execute(),
    db.selectFrom('content_pages').select(['slug', 'title', 'body']).execute(),
    db.selectFrom('instructors').select(['id', 'name', 'bio']).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
    db.selectFrom('coupons').select(['id', 'code', 'expires_at']).where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('site_settings').select(['key']).where('key', 'in', ['email', 'phone']).execute(),
  ]);
  const items: LaunchItem[] = [];

  // Payment methods first: a demo number at checkout sends a student's money to a stranger.
  for (const method of methods) {
    const seed = PAYMENT_METHOD_SEEDS.find((s) => s.code === method.code);
    if (!seed) continue;
    const left: string[] = [];
    if (method.account_number === seed.account_number) left.push(`the number ${seed.account_number}`);
    if (method.account_name === seed.account_name) left.push(`the name “${seed.account_name}”`);
    if (method.account_number !== seed.account_number && method.instructions.includes(seed.account_number)) left.push(`instructions that name ${seed.account_number}`);
    if (left.length === 0) continue;
    items.push({
      key: `payment-method:${method.code}`,
      group: 'payments',
      label: `${method.label} payment details`,
      detail: `Checkout still shows the demo’s ${joinList(left)}. Students would pay into an account that is not yours.`,
      editPath: '/enrollments/methods',
    });
  }

  for (const coupon of coupons) {
    if (!COUPON_SEEDS.some((s) => s.code === coupon.code)) continue;
    if (coupon.expires_at && coupon.expires_at <= now.toISOString()) continue;
    items.push({
      key: `coupon:${coupon.code}`,
      group: 'coupons',
      label: `Demo coupon ${coupon.code}`,
      detail: 'Anyone who has seen the demo can use it at checkout. Disable it, or make it yours.',
      editPath: '/enrollments/coupons',
    });
  }

  for (const page of pages) {
    const seed = CONTENT_PAGE_SEEDS.find((s) => s.slug === page.slug);
    if (!seed || page.body !== seed.body) continue;
    items.push({
      key: `page:${page.slug}`,
      group: 'pages',
      label: `${page.slug === 'about' ? 'About' : page.title} page`,
      detail: page.slug === 'about' ? 'It still tells the demo’s story: its history, address and mentors.' : 'It still holds the demo’s text about a programme you may not run.',
      editPath: `/studio/pages/${page.slug}`,
    });
  }

  for (const mentor of mentors) {
    const seed = INSTRUCTOR_SEEDS.find((s) => s.name === mentor.name);
    if (!seed || mentor.bio !== seed.bio) continue;
    items.push({
      key: `mentor:${mentor.id}`,
      group: 'mentors',
      label: `Mentor ${mentor.name}`,
      detail: 'A fictional demo mentor. Replace the profile with one of your own mentors, or delete it once no course names it.',
      editPath: `/studio/mentors/${mentor.id}`,
    });
  }

  if (settings.length === 0) {
    items.push({
      key: 'contact:details',
      group: 'contact',
      label: 'Contact details',
      detail: 'No email address or phone number is filled in, so the footer, the contact page and the About page show none.',
      editPath: '/settings',
    });
  }
  if (facts.contactEmail.toLowerCase() === DEMO_CONTACT_EMAIL) {
    items.push({
      key: 'contact:inbox',
      group: 'contact',
      label: 'Contact-form inbox',
      detail: `Messages from the contact form are mailed to ${DEMO_CONTACT_EMAIL}, the demo’s address. Set CONTACT_EMAIL on the server to your own inbox.`,
      editPath: null,
    });
  }

  if ((facts.siteName ?? SITE.name) === DEMO_SITE_NAME) {
    items.push({
      key: 'site:name',
      group: 'site',
      label: 'Site name',
      detail: `The site is called “${DEMO_SITE_NAME}”, the demo’s name, in the header, page titles and mails. It is set in src/contracts/site.ts; change it there and rebuild.`,
      editPath: null,
    });
  }
  return items;
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
