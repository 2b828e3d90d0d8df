import type { DemoAccount } from './db/seed/seed-demo-accounts';

/** Shown once, on the start that created the accounts: the passwords are not kept in clear. */
export function printDemoAccounts(accounts: DemoAccount[], publicUrl: string, adminBasePath: string): void {
  const lines = [
    'Demo accounts were created. Write these passwords down: they are shown only once.',
    ...accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`),
    `  Admin sign-in: ${publicUrl}/adminlogin (then ${publicUrl}${adminBasePath})`,
    `  Tutor and student sign-in: ${publicUrl}/login (a tutor marks at ${publicUrl}/marking)`,
    '  Lost them? npm run admin:create -- --email you@example.com',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
