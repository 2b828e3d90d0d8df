import { createVerifiedUser, randomPassword } from '../../auth/create-user';
import type { Auth } from '../../auth/create-auth';
import type { Db } from '../database';

export const DEMO_ADMIN_EMAIL = 'admin@hisab.local';
export const DEMO_STUDENT_EMAIL = 'student@hisab.local';

export type DemoAccount = { role: 'admin' | 'student'; email: string; password: string };

/**
 * On a database with no users, creates a demo admin and a demo student with
 * random passwords and returns them so start-up can print them once. They
 * are never stored in clear, so they cannot be shown again.
 */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<DemoAccount[]> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return [];
  const accounts: DemoAccount[] = [
    { role: 'admin', email: DEMO_ADMIN_EMAIL, password: randomPassword() },
    { role: 'student', email: DEMO_STUDENT_EMAIL, password: randomPassword() },
  ];
  await createVerifiedUser(auth, { name: 'Hisab Admin', ...accounts[0]! });
  await createVerifiedUser(auth, { name: 'Demo Student', ...accounts[1]! });
  return accounts;
}
