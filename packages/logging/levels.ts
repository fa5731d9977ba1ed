// LOG_LEVEL's words: the one list the settings check (imports/startup/server/settings) refuses
// others by and the logger (logger.ts) reads, so a word one accepts the other knows. pino's levels,
// lowest first, then `silent`, which writes nothing. Nothing here loads pino: the settings check
// imports it before any logger exists.
import type { Level, LevelWithSilent } from 'pino';

/** A line's level. */
export type LogLevel = Level;
/** What LOG_LEVEL sets: the lowest level written, or `silent`. */
export type LogLevelSetting = LevelWithSilent;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const satisfies readonly LogLevelSetting[];

export const DEFAULT_LOG_LEVEL: LogLevelSetting = 'info';

/** The level a LOG_LEVEL text names (any case, spaces around it ignored), or undefined. */
export function parseLogLevel(text: string): LogLevelSetting | undefined {
  const word = text.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === word);
}

/** LOG_LEVEL's level (default info); a word that is no level keeps info and is handed back to be reported. */
export function logLevelFromEnv(env: Readonly<Record<string, string | undefined>>): { level: LogLevelSetting; refused?: string } {
  const wanted = env.LOG_LEVEL?.trim();
  if (!wanted) return { level: DEFAULT_LOG_LEVEL };
  const level = parseLogLevel(wanted);
  return level ? { level } : { level: DEFAULT_LOG_LEVEL, refused: wanted.toLowerCase() };
}
