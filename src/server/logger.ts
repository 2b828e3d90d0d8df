import { formatLine } from './log-format';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * One line per event: time, level, message, key=value fields, every value
 * escaped and bounded (log-format.ts). A logger never throws: a value that
 * cannot be read is written as such, and a failed write is dropped rather
 * than failing the request that logged.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at =
    (l: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[l] < ORDER[level]) return;
      let line: string;
      try {
        line = formatLine({ time: new Date(), level: l, message, fields });
      } catch {
        line = `${new Date().toISOString()} ${l.toUpperCase()} "[log event could not be formatted]"`;
      }
      try {
        write(line);
      } catch {
        // Nowhere left to report it.
      }
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
