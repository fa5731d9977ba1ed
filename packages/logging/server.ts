// Meteor's `logging` package on the server: `Log.debug/info/warn/error(message, fields)` writes
// one structured line (logger.ts: pino, JSON, pretty in development). Packages add ambient
// fields with `addLogContext` — the web app the request id of the request being answered, the
// DDP server the session id of the method or publication running — so every line written while
// answering one carries its id without threading it through. Left out: Meteor's client `Log`
// and `Log.format` (pino-pretty formats).
import type { Logger } from 'pino';
import { createServerLogger, type LogFields, type LogLevel, type LogLevelSetting, type LogOutput, standardOutput } from './logger';

export {
  LOG_LEVELS, createServerLogger, logLevelFromEnv, parseLogLevel, wantsPrettyLogs, type LogFields, type LogLevel, type LogLevelSetting, type LogOutput,
} from './logger';

type ContextSource = () => LogFields | undefined;

const contextSources: ContextSource[] = [];
let output: LogOutput = standardOutput;

function ambientFields(): LogFields | undefined {
  let fields: LogFields | undefined;
  for (const source of contextSources) {
    const found = source();
    if (found) fields = fields ? { ...fields, ...found } : found;
  }
  return fields;
}

const logger: Logger = createServerLogger({ output: () => output, context: ambientFields });

/** Adds fields every line written in the source's async context carries (called once per package). */
export function addLogContext(source: ContextSource): void {
  contextSources.push(source);
}

/** Sends lines elsewhere until the returned restore is called (tests capture the lines). */
export function redirectLog(next: LogOutput, level?: LogLevelSetting): () => void {
  const previous = { output, level: logger.level };
  output = next;
  if (level) logger.level = level;
  return () => {
    output = previous.output;
    logger.level = previous.level;
  };
}

function write(level: LogLevel, message: string, fields?: LogFields): void {
  if (fields) logger[level](fields, message);
  else logger[level](message);
}

export const Log = {
  debug: (message: string, fields?: LogFields): void => write('debug', message, fields),
  info: (message: string, fields?: LogFields): void => write('info', message, fields),
  warn: (message: string, fields?: LogFields): void => write('warn', message, fields),
  error: (message: string, fields?: LogFields): void => write('error', message, fields),
  /** Whether a level is written now: a caller building costly fields asks first. */
  isEnabled: (level: LogLevel): boolean => logger.isLevelEnabled(level),
};
