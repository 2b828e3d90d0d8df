import { createVerifiedUser, randomPassword } from '../../auth/create-user';
import type { Auth } from '../../auth/create-auth';
import type { Db } from '../database';
import { DEMO_TUTOR_PAPERS } from './demo-tutor';

export const DEMO_ADMIN_EMAIL = 'admin@hisab.local';
export const DEMO_STUDENT_EMAIL = 'student@hisab.local';
export const DEMO_TUTOR_EMAIL = 'tutor@hisab.local';

export type DemoAccount = { role: 'admin' | 'tutor' | 'student'; email: string; password: string };

/**
 * On a database with no users, creates a demo admin, a demo tutor (marking
 * two papers, leading one) and a demo student with random passwords and
 * returns them so start-up can print them once. They are never stored in
 * clear, so they cannot be shown again.
 */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<DemoAccount[]> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return [];
  const accounts: DemoAccount[] = [
    { role: 'admin', email: DEMO_ADMIN_EMAIL, password: randomPassword() },
    { role: 'tutor', email: DEMO_TUTOR_EMAIL, password: randomPassword() },
    { role: 'student', email: DEMO_STUDENT_EMAIL, password: randomPassword() },
  ];
  await createVerifiedUser(auth, { name: 'Hisab Admin', ...accounts[0]! });
  const tutor = await createVerifiedUser(auth, { name: 'Demo Tutor', ...accounts[1]! });
  await createVerifiedUser(auth, { name: 'Demo Student', ...accounts[2]! });
  const papers = await db
    .selectFrom('subjects')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      DEMO_TUTOR_PAPERS.map((p) => p.slug),
    )
    .execute();
  if (papers.length > 0) {
    await db
      .insertInto('tutor_papers')
      .values(papers.map((p) => ({ user_id: tutor.id, subject_id: p.id, lead: DEMO_TUTOR_PAPERS.find((d) => d.slug === p.slug)!.lead ? 1 : 0 })))
      .execute();
  }
  return accounts;
}
