import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { bumpSharedVersion } from '../db/shared-version';
import { SESSION_AREA } from './session-reader';
import type { Role } from '../../contracts/admin-schemas';
import type { Auth } from './create-auth';

export type { Role };

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A readable random password: four groups of five, without look-alike characters (about 99 bits). */
export function randomPassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: 4 }, group).join('-');
}

/**
 * Creates an account whose email counts as verified, with a password, the
 * way the command line and the first start need it (no mail round trip).
 */
export async function createVerifiedUser(
  auth: Auth,
  input: {
    name: string;
    email: string;
    role: Role;
    password: string;
    /** The password's hash made already with this auth's hasher (tests making many accounts with one password hash it once). */
    passwordHash?: string;
  },
) {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: input.passwordHash ?? (await ctx.password.hash(input.password)),
  });
  return user;
}

/** Gives an account a role; one that stops being a tutor loses its papers with it, as in the admin area (admin/change-role.ts). */
export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const result = await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('users').set({ role, updated_at: new Date().toISOString() }).where('email', '=', email.toLowerCase()).returning('id').executeTakeFirst();
    if (updated && role !== 'tutor') await trx.deleteFrom('tutor_papers').where('user_id', '=', updated.id).execute();
    return updated;
  });
  // A running server may hold the account's session with the old role for a few seconds.
  await bumpSharedVersion(db, SESSION_AREA);
  return result !== undefined;
}
