// The server's logger behind `Log` (server.ts): pino, one JSON object a line on standard output
// with `level`, `time` (ISO), `msg` and the line's fields; pretty-printed by pino-pretty in
// development (NODE_ENV not production and a terminal on stdout) or with LOG_FORMAT=pretty.
// LOG_LEVEL picks the lowest level written (default info; `silent` writes nothing; the words are
// levels.ts's, the list the settings check accepts too). Secrets never reach a line: the callers
// never pass method arguments, bodies or headers, and the redaction below is the second guard for
// any field named like a secret.
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, logLevelFromEnv } from './levels';

export { LOG_LEVELS, logLevelFromEnv, parseLogLevel, type LogLevel, type LogLevelSetting } from './levels';
export type LogFields = Record<string, unknown>;

/** Field names whose values are replaced wherever they appear (top level or one level down). */
const SECRET_FIELDS = ['password', 'token', 'resume', 'authorization', 'cookie', 'params', 'args', 'body', 'secret'];
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((name) => `*.${name}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
];

/** Where finished lines go: standard output, looked up on each line so a capture can stand in. */
export interface LogOutput {
  write(line: string): void;
}

export const standardOutput: LogOutput = { write: (line) => void process.stdout.write(line) };

export function wantsPrettyLogs(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): boolean {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'pretty') return true;
  if (format === 'json') return false;
  return env.NODE_ENV !== 'production' && stdoutIsTty;
}

type Prettify = (line: string) => string;

/**
 * pino-pretty is a development dependency: a production install (`npm ci --omit=dev`) has none,
 * and then LOG_FORMAT=pretty falls back to JSON rather than failing the start.
 */
function loadPrettifier(): Prettify | null {
  try {
    const require = createRequire(import.meta.url);
    const { prettyFactory } = require('pino-pretty') as typeof PinoPretty;
    return prettyFactory({ translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

/**
 * An error as a line shows it: its type, code, message and stack (causes included), not its
 * other fields — a driver's error can carry the document it refused, a mailer's the message.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { type, message, stack } = pino.stdSerializers.err(error);
  const code = (error as { code?: unknown }).code;
  return { type, message, stack, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) };
}

export interface ServerLoggerOptions {
  env?: NodeJS.ProcessEnv;
  stdoutIsTty?: boolean;
  /** Where lines go (default: whatever `output()` answers at each line). */
  output?: () => LogOutput;
  /** Fields every line carries from the async context it is written in (request and session ids). */
  context?: () => LogFields | undefined;
}

export function createServerLogger(options: ServerLoggerOptions = {}): Logger {
  const env = options.env ?? process.env;
  const { level, refused } = logLevelFromEnv(env);
  const prettify = wantsPrettyLogs(env, options.stdoutIsTty ?? process.stdout.isTTY === true) ? loadPrettifier() : null;
  const output = options.output ?? (() => standardOutput);
  const destination: DestinationStream = {
    write: (line: string) => output().write(prettify ? prettify(line) : line),
  };
  const context = options.context;
  const logger = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      ...(context ? { mixin: () => context() ?? {} } : {}),
    },
    destination,
  );
  // Only a start that skipped the settings check (a test, a script) gets here with a wrong word.
  if (refused !== undefined) logger.warn(`LOG_LEVEL=${JSON.stringify(refused)} is not a level (${LOG_LEVELS.join(', ')}); logging at ${DEFAULT_LOG_LEVEL}`);
  return logger;
}
