// Tests read what the server logged: the logger's lines go here (JSON, one object each) instead
// of standard output until `restore()`, at the level asked for, else at the level the server
// would log at (LOG_LEVEL, default info), whatever quieter level the test process logs at.
import { type LogLevel, type LogLevelSetting, logLevelFromEnv, redirectLog } from './server';

export interface LogEntry {
  level: number;
  time: string;
  msg: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  /** The lines so far, parsed. */
  entries(): LogEntry[];
  /** The raw text so far (to search for what must never appear). */
  text(): string;
  restore(): void;
}

/** pino's numbers for the level names. */
export const LEVEL_NUMBERS: Readonly<Record<LogLevel, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export function captureLog(options: { level?: LogLevelSetting } = {}): CapturedLog {
  const lines: string[] = [];
  const restore = redirectLog({ write: (line) => void lines.push(line) }, options.level ?? logLevelFromEnv(process.env).level);
  return {
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    text: () => lines.join(''),
    restore,
  };
}
