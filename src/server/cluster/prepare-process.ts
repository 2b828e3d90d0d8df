import type { Config } from '../config';
import { createLogger } from '../logger';
import { prepareDatabase } from '../server';
import type { PreparedMessage } from './roles';

/** The short-lived child that migrates and seeds before the workers start; the primary prints its demo accounts once the port is known. */
export async function runPrepare(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  try {
    const demoAccounts = await prepareDatabase(config, logger);
    const message: PreparedMessage = { type: 'prepared', demoAccounts };
    await new Promise<void>((resolve, reject) => process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())));
    process.exit(0);
  } catch (error) {
    process.stderr.write(`Hisab could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
