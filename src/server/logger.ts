export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function format(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([key, value]) => {
      if (value instanceof Error) return `${key}=${JSON.stringify(value.stack ?? value.message)}`;
      return `${key}=${JSON.stringify(value)}`;
    })
    .join(' ');
}

/** One line per event: time, level, message, key=value fields. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) => (message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[l] < ORDER[level]) return;
    const extra = Object.keys(fields).length ? ` ${format(fields)}` : '';
    write(`${new Date().toISOString()} ${l.toUpperCase()} ${message}${extra}`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
