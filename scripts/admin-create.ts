import { parseArgs } from 'node:util';
import { createVerifiedUser, randomPassword, setRole } from '../src/server/auth/create-user';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createLogger } from '../src/server/logger';
import { loadConfigOrExit } from '../src/server/main';
import { createServices } from '../src/server/services';
import { openStorage } from '../src/server/storage/open-storage';

// npm run admin:create -- --email someone@example.com [--name "Full Name"] [--password "..."]
// Promotes an existing account to admin, or creates a verified admin account.
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email someone@example.com [--name "Full Name"] [--password "..."]');
  process.exit(1);
}

const config = loadConfigOrExit();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  if (await setRole(db, email, 'admin')) {
    console.log(`${email} is now an admin.`);
  } else {
    const services = await createServices(db, { config, logger: createLogger('warn'), storage: await openStorage(config) });
    const password = values.password ?? randomPassword();
    await createVerifiedUser(services.auth, { name: values.name ?? 'Administrator', email, role: 'admin', password });
    console.log(`Created admin ${email}${values.password ? '' : ` with password: ${password}`}`);
  }
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
