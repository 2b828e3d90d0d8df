import type { Db } from '../db/database';
import type { SlugRedirectsTable } from '../db/schema';

export type RedirectKind = SlugRedirectsTable['kind'];

/** Lower-case ASCII letters, digits and single dashes, at most 80 characters: how every public address is written. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: "IAS 16 — Property, Plant & Equipment" gives "ias-16-property-plant-equipment". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'untitled' : slug;
}

/** `base`, or `base-2`, `base-3`… the first that `taken` says is free. */
export async function freeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * Keeps a published item's old address working after its slug changed. Call
 * it in the transaction that changes the slug. An old address that pointed
 * elsewhere now points here; an address the item takes back stops redirecting.
 */
export async function keepOldAddress(trx: Db, { kind, oldSlug, newSlug, targetId }: { kind: RedirectKind; oldSlug: string; newSlug: string; targetId: number }): Promise<void> {
  if (oldSlug === newSlug) return;
  await trx.deleteFrom('slug_redirects').where('kind', '=', kind).where('old_slug', '=', newSlug).execute();
  await trx
    .insertInto('slug_redirects')
    .values({ kind, old_slug: oldSlug, target_id: targetId })
    .onConflict((oc) => oc.columns(['kind', 'old_slug']).doUpdateSet({ target_id: targetId }))
    .execute();
}

/** The item an old address now belongs to, if any. */
export async function redirectedTarget(db: Db, kind: RedirectKind, slug: string): Promise<number | null> {
  const row = await db.selectFrom('slug_redirects').select('target_id').where('kind', '=', kind).where('old_slug', '=', slug).executeTakeFirst();
  return row?.target_id ?? null;
}
