// How one environment variable's text becomes a value: each parser answers the value or throws a
// SettingError whose message completes "NAME ..." in one line (`=> PORT must be a whole number
// from 0 to 65535 (got "abc")`). An empty value counts as unset, as Meteor treats MONGO_URL="".
import { isIP } from 'node:net';
import { EMAIL_PATTERN } from '../../../api/common/lists/patterns';

export class SettingError extends Error {
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`${setting} ${reason}`);
    this.name = 'SettingError';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The value, trimmed; undefined when unset or empty. */
export function rawValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** What a wrong value was, quoted and cut short (a setting may be long, or a secret: only its start). */
export function got(value: string): string {
  return `(got ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`;
}

export function wholeNumber(env: Env, name: string, fallback: number, range: { min: number; max?: number }): number {
  const value = rawValue(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < range.min || parsed > max) {
    const span = range.max === undefined ? `of at least ${range.min}` : `from ${range.min} to ${range.max}`;
    throw new SettingError(name, `must be a whole number ${span} ${got(value)}`);
  }
  return parsed;
}

export function ipAddress(env: Env, name: string, fallback: string): string {
  const value = rawValue(env, name);
  if (value === undefined) return fallback;
  if (isIP(value) === 0) throw new SettingError(name, `must be an IP address such as 127.0.0.1, 0.0.0.0 or :: ${got(value)}`);
  return value;
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function webAddress(env: Env, name: string): string | undefined {
  const value = rawValue(env, name);
  if (value === undefined) return undefined;
  const url = parsedUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new SettingError(name, `must be an http:// or https:// address such as https://staffing.example ${got(value)}`);
  }
  return value;
}

/** Comma-separated http(s) origins. */
export function originList(env: Env, name: string): string[] {
  const value = rawValue(env, name);
  if (value === undefined) return [];
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    const url = parsedUrl(entry);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new SettingError(name, `must list http:// or https:// origins separated by commas ${got(entry)}`);
    }
  }
  return entries;
}

/** A MongoDB connection string; several hosts are allowed, so only its scheme and a host are checked. */
export function mongoAddress(env: Env, name: string): string | undefined {
  const value = rawValue(env, name);
  if (value === undefined) return undefined;
  if (!/^mongodb(\+srv)?:\/\/[^/?]+/.test(value)) {
    throw new SettingError(name, `must be a MongoDB connection string such as mongodb://localhost:27017/marketplace ${got(withoutPassword(value))}`);
  }
  return value;
}

export function mailAddress(env: Env, name: string): string | undefined {
  const value = rawValue(env, name);
  if (value === undefined) return undefined;
  const url = parsedUrl(value);
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new SettingError(name, `must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example:587 ${got(withoutPassword(value))}`);
  }
  return value;
}

export function emailAddress(env: Env, name: string): string | undefined {
  const value = rawValue(env, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (!EMAIL_PATTERN.test(value)) throw new SettingError(name, `must be an e-mail address ${got(value)}`);
  return value;
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = rawValue(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (TRUE_WORDS.includes(value)) return true;
  if (FALSE_WORDS.includes(value)) return false;
  throw new SettingError(name, `must be 1 or 0 (true/false, yes/no, on/off) ${got(value)}`);
}

/** A name or version stamp: printable ASCII without spaces, at most `maxLength` characters. */
export function label(env: Env, name: string, maxLength: number): string | undefined {
  const value = rawValue(env, name);
  if (value === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(value) || value.length > maxLength) {
    throw new SettingError(name, `must be letters, digits and punctuation without spaces, at most ${maxLength} characters ${got(value)}`);
  }
  return value;
}

export function oneOf<const T extends string>(env: Env, name: string, choices: readonly T[]): T | undefined {
  const value = rawValue(env, name);
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) throw new SettingError(name, `must be one of ${choices.join(', ')} ${got(value)}`);
  return value as T;
}

/** A connection string with its password replaced, for messages. */
export function withoutPassword(value: string): string {
  return value.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');
}
