import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

/** Reads the configuration, or ends the process with the one line that says which variable is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The production entry point: one process serving the API and the web app. */
export async function main(config: Config = loadConfigOrExit()): Promise<void> {
  const logger = createLogger(config.logLevel);
  let running;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Hisab could not start: ${message}\n`);
    process.exit(1);
  }
  logger.info(`Hisab is running on ${config.publicUrl === `http://localhost:${config.port}` ? running.url : config.publicUrl}`);

  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
