// Every environment variable the server reads, checked once at start (server/main.ts) before
// anything uses one: a wrong value stops the server with one line naming it, never a stack trace
// and never a silent default. The values server/main.ts hands to startApp come from here; the
// modules that read their own variable later (rate limits, mail retries, …) read one checked here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, MAX_SHUTDOWN_TIMEOUT_MS } from '../../../../server/graceful-stop';
// The level list itself, not `meteor/logging`: importing that creates the logger, from a LOG_LEVEL
// not checked yet.
import { LOG_LEVELS, parseLogLevel } from '../../../../packages/logging/levels';
import { checkMeteorSettings } from './meteor-settings';
import {
  SettingError, emailAddress, flag, got, ipAddress, label, mailAddress, mongoAddress, oneOf, originList, rawValue, webAddress, wholeNumber,
  type Env,
} from './setting-parsers';

export const NODE_ENVS = ['production', 'development', 'test'] as const;
/** The shortest ADMIN_PASSWORD accepted (the sign-up form's minimum is 8; an admin's is longer). */
export const ADMIN_PASSWORD_MIN = 12;

export interface ServerSettings {
  port: number;
  host: string;
  rootUrl?: string;
  mongoUrl?: string;
  /** The embedded database's folder (unused with mongoUrl). */
  dataDir: string;
  uploadsDir: string;
  nodeEnv?: (typeof NODE_ENVS)[number];
  demoContent: boolean;
  /** ADMIN_EMAIL (the demo admin's address too) and ADMIN_PASSWORD (creates that admin at start). */
  admin: { email?: string; password?: string };
  /** How long a stop may wait for calls in flight (server/graceful-stop.ts). */
  shutdownTimeoutMs: number;
  /**
   * Meteor's AUTOUPDATE_VERSION (replaces every client version: browsers reload only when it
   * changes) and APP_ID (a client subscribing with another app's id is told nothing), handed to
   * autoupdate (packages/autoupdate/publish-versions.ts).
   */
  autoupdate: { version?: string; appId?: string };
}

/** The longest AUTOUPDATE_VERSION or APP_ID (a commit hash, a build number, Meteor's app id). */
const AUTOUPDATE_LABEL_MAX = 128;

/**
 * The positive whole numbers read by their own modules (each module's default applies when
 * unset); listed here so a wrong value stops the start instead of falling back.
 */
const WHOLE_NUMBERS: Record<string, { min: number; max?: number }> = {
  HTTP_FORWARDED_COUNT: { min: 0, max: 100 },
  DIGEST_HOUR_UTC: { min: 0, max: 23 },
  MESSAGE_MAIL_DELAY_MS: { min: 1 },
  MESSAGES_PER_USER_PER_MINUTE: { min: 1 },
  MAIL_RETRY_BASE_MS: { min: 1 },
  MAIL_RETRY_MAX_MS: { min: 1 },
  MAIL_MAX_ATTEMPTS: { min: 1 },
  LOGIN_ATTEMPTS_PER_MINUTE: { min: 1 },
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: { min: 1 },
  ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: { min: 1 },
  INVITATIONS_PER_COMPANY_PER_DAY: { min: 1 },
  VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR: { min: 1 },
  VERIFICATION_MAILS_PER_CLIENT_PER_HOUR: { min: 1 },
  DDP_MAX_CONNECTIONS_PER_ADDRESS: { min: 1 },
  DDP_MAX_SUBSCRIPTIONS_PER_CONNECTION: { min: 1 },
  DDP_MAX_BUFFERED_BYTES: { min: 1 },
  PASSWORD_HASH_CONCURRENCY: { min: 1, max: 1024 },
  SERVER_RENDER_THREADS: { min: 1, max: 256 },
  METEOR_POLLING_INTERVAL_MS: { min: 1 },
  AVAILABILITY_REMINDER_AFTER_DAYS: { min: 0, max: 365 },
  AVAILABILITY_REMINDER_INTERVAL_MS: { min: 1000 },
};

function checkDkim(env: Env): void {
  const names = ['MAIL_DKIM_DOMAIN', 'MAIL_DKIM_SELECTOR', 'MAIL_DKIM_PRIVATE_KEY'] as const;
  const file = rawValue(env, 'MAIL_DKIM_PRIVATE_KEY_FILE');
  const given = names.filter((name) => rawValue(env, name) !== undefined || (name === 'MAIL_DKIM_PRIVATE_KEY' && file !== undefined));
  if (given.length > 0 && given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name));
    throw new SettingError(missing[0] as string, 'is missing: DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or MAIL_DKIM_PRIVATE_KEY_FILE) together');
  }
  if (file !== undefined && rawValue(env, 'MAIL_DKIM_PRIVATE_KEY') === undefined) {
    try {
      readFileSync(file, 'utf8');
    } catch (error) {
      throw new SettingError('MAIL_DKIM_PRIVATE_KEY_FILE', `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (${file})`);
    }
  }
}

function checkCompression(env: Env): void {
  const value = rawValue(env, 'SERVER_WEBSOCKET_COMPRESSION');
  if (value === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (parsed !== true && parsed !== false && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw new SettingError('SERVER_WEBSOCKET_COMPRESSION', `must be true, false or a JSON object of permessage-deflate options ${got(value)}`);
  }
}

function checkEngine(env: Env): void {
  const engine = rawValue(env, 'METEOR_DB_ENGINE');
  if (engine === undefined || engine === 'sqlite') return;
  const hint = engine === 'nedb' ? '; the NeDB engine was removed: move an old folder in with npm run db:import-nedb -- DIR' : '';
  throw new SettingError('METEOR_DB_ENGINE', `must be sqlite, the only embedded engine ${got(engine)}${hint}`);
}

function checkSecret(env: Env): void {
  const secret = rawValue(env, 'UNSUBSCRIBE_SECRET');
  if (secret !== undefined && secret.length < 16) throw new SettingError('UNSUBSCRIBE_SECRET', 'must be at least 16 characters long');
}

/** LOG_LEVEL as the logger reads it (any case): one of the logger's own words. */
function checkLogLevel(env: Env): void {
  const value = rawValue(env, 'LOG_LEVEL');
  if (value !== undefined && parseLogLevel(value) === undefined) throw new SettingError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} ${got(value)}`);
}

function readAdmin(env: Env): ServerSettings['admin'] {
  const email = emailAddress(env, 'ADMIN_EMAIL');
  const password = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (password === undefined) return { email };
  if (email === undefined) throw new SettingError('ADMIN_PASSWORD', 'needs ADMIN_EMAIL: the address of the admin account it is for');
  if (password.length < ADMIN_PASSWORD_MIN) throw new SettingError('ADMIN_PASSWORD', `must be at least ${ADMIN_PASSWORD_MIN} characters long`);
  return { email, password };
}

/**
 * Reads the settings from `env` (folders relative to `cwd`). Answers the settings, or every
 * problem found, one line each; folders are checked for writing separately (checkFolders).
 */
export function readSettings(env: Env, cwd: string = process.cwd()): { settings: ServerSettings; problems: [] } | { settings: null; problems: string[] } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const port = attempt(() => wholeNumber(env, 'PORT', 3000, { min: 0, max: 65535 }));
  const host = attempt(() => ipAddress(env, 'BIND_IP', '127.0.0.1'));
  const rootUrl = attempt(() => webAddress(env, 'ROOT_URL'));
  const mongoUrl = attempt(() => mongoAddress(env, 'MONGO_URL'));
  attempt(() => mongoAddress(env, 'DOCUMENTS_MONGO_URL'));
  const nodeEnv = attempt(() => oneOf(env, 'NODE_ENV', NODE_ENVS));
  const demoContent = attempt(() => flag(env, 'DEMO_CONTENT', nodeEnv === 'development'));
  const admin = attempt(() => readAdmin(env));
  const shutdownTimeoutMs = attempt(() => wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, { min: 0, max: MAX_SHUTDOWN_TIMEOUT_MS }));
  const autoupdateVersion = attempt(() => label(env, 'AUTOUPDATE_VERSION', AUTOUPDATE_LABEL_MAX));
  const appId = attempt(() => label(env, 'APP_ID', AUTOUPDATE_LABEL_MAX));
  attempt(() => checkEngine(env));
  attempt(() => checkMeteorSettings(env));
  attempt(() => mailAddress(env, 'MAIL_URL'));
  attempt(() => checkDkim(env));
  attempt(() => checkSecret(env));
  attempt(() => checkCompression(env));
  attempt(() => originList(env, 'ALLOWED_ORIGINS'));
  attempt(() => checkLogLevel(env));
  attempt(() => oneOf(env, 'LOG_FORMAT', ['json', 'pretty']));
  for (const [name, range] of Object.entries(WHOLE_NUMBERS)) attempt(() => wholeNumber(env, name, 0, range));
  if (problems.length > 0) return { settings: null, problems };
  const folder = (name: string, fallback: string) => path.resolve(cwd, rawValue(env, name) ?? fallback);
  return {
    settings: {
      port: port as number,
      host: host as string,
      rootUrl,
      mongoUrl,
      dataDir: folder('METEOR_DB_DIR', path.join('.meteor', 'local', 'db')),
      uploadsDir: folder('UPLOADS_DIR', path.join('.meteor', 'local', 'uploads')),
      nodeEnv,
      demoContent: demoContent as boolean,
      admin: admin as ServerSettings['admin'],
      shutdownTimeoutMs: shutdownTimeoutMs as number,
      autoupdate: { version: autoupdateVersion, appId },
    },
    problems: [],
  };
}

