/*
 * Structured logs: one JSON object per line on stdout, which CloudWatch Logs (and Logs Insights)
 * read field by field — `level`, `message`, `timestamp`, `service`, the keys the wrapper appended
 * (operationId, requestId, job) and the line's own fields. Errors become name, message and stack.
 *
 * Written here rather than taken from Powertools: its logger was a sixth of each function's own
 * code and a tenth of its cold start (docs/benchmarks.md), for the few lines a request ever writes.
 */

const levels = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof levels, 'SILENT'>;

/** LOG_LEVEL from the function's settings; INFO when unset or unknown. */
function threshold(): number {
  const configured = process.env.LOG_LEVEL?.toUpperCase();
  return configured && configured in levels ? levels[configured as keyof typeof levels] : levels.INFO;
}

/** Error objects serialise to `{}`; give them their name, message and stack instead. */
const readable = (_key: string, value: unknown) =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

class Logger {
  private keys: Record<string, unknown> = {};

  constructor(private readonly service: string) {}

  /** Adds fields to every later line, until removed. */
  appendKeys(keys: Record<string, unknown>): void {
    this.keys = { ...this.keys, ...keys };
  }

  removeKeys(names: readonly string[]): void {
    const { keys } = this;
    this.keys = Object.fromEntries(Object.entries(keys).filter(([name]) => !names.includes(name)));
  }

  debug(message: string, fields: Record<string, unknown> = {}): void {
    this.write('DEBUG', message, fields);
  }

  info(message: string, fields: Record<string, unknown> = {}): void {
    this.write('INFO', message, fields);
  }

  warn(message: string, fields: Record<string, unknown> = {}): void {
    this.write('WARN', message, fields);
  }

  error(message: string, fields: Record<string, unknown> = {}): void {
    this.write('ERROR', message, fields);
  }

  private write(level: Level, message: string, fields: Record<string, unknown>): void {
    if (levels[level] < threshold()) return;
    const line = { level, message, timestamp: new Date().toISOString(), service: this.service, ...this.keys, ...fields };
    process.stdout.write(`${JSON.stringify(line, readable)}\n`);
  }
}

export const logger = new Logger('sandbank-api');
