// The settings check: each wrong value is one problem naming its variable and what it got;
// unset values take the documented defaults; demo content follows NODE_ENV unless DEMO_CONTENT
// says otherwise; folders the server cannot write to are named; start failures on the
// surroundings become one line.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_LEVELS, logLevelFromEnv } from '../../../../packages/logging/levels';
import { readSettings } from './server-settings';
import { startFailureLine } from './start-failure';
import { checkFolders } from './writable-folders';

const CWD = '/srv/marketplace';

function problemsOf(env: Record<string, string>): string[] {
  return readSettings(env, CWD).problems;
}

describe('readSettings', () => {
  it('takes the defaults when nothing is set', () => {
    const { settings } = readSettings({}, CWD);
    expect(settings).toEqual({
      port: 3000,
      host: '127.0.0.1',
      rootUrl: undefined,
      mongoUrl: undefined,
      dataDir: path.join(CWD, '.meteor', 'local', 'db'),
      uploadsDir: path.join(CWD, '.meteor', 'local', 'uploads'),
      nodeEnv: undefined,
      demoContent: false,
      admin: { email: undefined },
      shutdownTimeoutMs: 10_000,
      autoupdate: {},
    });
  });

  it('reads valid values, an empty one counting as unset', () => {
    const { settings } = readSettings(
      { PORT: '0', BIND_IP: '::', ROOT_URL: 'https://staffing.example', MONGO_URL: '', METEOR_DB_DIR: 'data', UPLOADS_DIR: '/var/uploads', ADMIN_EMAIL: 'Boss@Staffing.Example' },
      CWD,
    );
    expect(settings).toMatchObject({ port: 0, host: '::', rootUrl: 'https://staffing.example', mongoUrl: undefined, dataDir: path.join(CWD, 'data'), uploadsDir: '/var/uploads', admin: { email: 'boss@staffing.example' } });
  });

  it('reads AUTOUPDATE_VERSION and APP_ID for autoupdate', () => {
    const { settings } = readSettings({ AUTOUPDATE_VERSION: ' 2026.11.27-3f1c9ab ', APP_ID: '1n7qhzg1l0k9f.r5ozqsewkt6i' }, CWD);
    expect(settings?.autoupdate).toEqual({ version: '2026.11.27-3f1c9ab', appId: '1n7qhzg1l0k9f.r5ozqsewkt6i' });
  });

  it('accepts LOG_LEVEL in the logger’s own words, in any case, and the logger reads each as that level', () => {
    for (const level of LOG_LEVELS) {
      expect(problemsOf({ LOG_LEVEL: level.toUpperCase() })).toEqual([]);
      expect(logLevelFromEnv({ LOG_LEVEL: level.toUpperCase() })).toEqual({ level });
    }
    expect(LOG_LEVELS).toContain('silent');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '3000.5' }, 'PORT must be a whole number from 0 to 65535 (got "3000.5")'],
    [{ BIND_IP: 'localhost:3000' }, 'BIND_IP must be an IP address such as 127.0.0.1, 0.0.0.0 or :: (got "localhost:3000")'],
    [{ ROOT_URL: 'staffing.example' }, 'ROOT_URL must be an http:// or https:// address such as https://staffing.example (got "staffing.example")'],
    [{ MONGO_URL: 'postgres://db' }, 'MONGO_URL must be a MongoDB connection string such as mongodb://localhost:27017/marketplace (got "postgres://db")'],
    [{ MAIL_URL: 'smtp://user:secret@' }, 'MAIL_URL must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example:587 (got "smtp://user:***@")'],
    [{ LOGIN_ATTEMPTS_PER_MINUTE: 'ten' }, 'LOGIN_ATTEMPTS_PER_MINUTE must be a whole number of at least 1 (got "ten")'],
    [{ DDP_MAX_BUFFERED_BYTES: '0' }, 'DDP_MAX_BUFFERED_BYTES must be a whole number of at least 1 (got "0")'],
    [{ HTTP_FORWARDED_COUNT: '-1' }, 'HTTP_FORWARDED_COUNT must be a whole number from 0 to 100 (got "-1")'],
    [{ DIGEST_HOUR_UTC: '24' }, 'DIGEST_HOUR_UTC must be a whole number from 0 to 23 (got "24")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of production, development, test (got "staging")'],
    [{ DEMO_CONTENT: 'maybe' }, 'DEMO_CONTENT must be 1 or 0 (true/false, yes/no, on/off) (got "maybe")'],
    [{ ADMIN_EMAIL: 'boss' }, 'ADMIN_EMAIL must be an e-mail address (got "boss")'],
    [{ ADMIN_PASSWORD: 'a long enough password' }, 'ADMIN_PASSWORD needs ADMIN_EMAIL: the address of the admin account it is for'],
    [{ ADMIN_EMAIL: 'boss@staffing.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters long'],
    [{ METEOR_SETTINGS: '{bad' }, 'METEOR_SETTINGS must be JSON: Expected property name or \'}\' in JSON at position 1 (line 1 column 2) (got "{bad")'],
    [{ METEOR_SETTINGS: '[]' }, 'METEOR_SETTINGS must be a JSON object such as {"public":{}} (got "[]")'],
    [{ METEOR_SETTINGS: '{"mail":{"from":7}}' }, 'METEOR_SETTINGS mail.from must be a string'],
    [{ METEOR_SETTINGS: '{"matching":{"weights":{"skills":-1}}}' }, 'METEOR_SETTINGS matching.weights.skills must be a number from 0 to 1000'],
    [{ METEOR_SETTINGS: '{"public":{"matching":{"weights":{"luck":5}}}}' }, 'METEOR_SETTINGS public.matching.weights.luck is not a matching part (skills, languages, rate, start, workload, location, field)'],
    [{ METEOR_SETTINGS: '{"public":{"siteLinks":{"gtc":"javascript:alert(1)"}}}' }, 'METEOR_SETTINGS public.siteLinks.gtc must be an absolute http(s) URL or a path starting with "/", not "javascript:alert(1)"'],
    [{ SHUTDOWN_TIMEOUT_MS: '10s' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000 (got "10s")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "verbose")'],
    [{ AUTOUPDATE_VERSION: 'release 42' }, 'AUTOUPDATE_VERSION must be letters, digits and punctuation without spaces, at most 128 characters (got "release 42")'],
    [{ APP_ID: `app-${'x'.repeat(130)}` }, `APP_ID must be letters, digits and punctuation without spaces, at most 128 characters (got "app-${'x'.repeat(56)}…")`],
    [{ METEOR_DB_ENGINE: 'nedb' }, 'METEOR_DB_ENGINE must be sqlite, the only embedded engine (got "nedb"); the NeDB engine was removed: move an old folder in with npm run db:import-nedb -- DIR'],
    [{ MAIL_DKIM_DOMAIN: 'staffing.example' }, 'MAIL_DKIM_SELECTOR is missing: DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or MAIL_DKIM_PRIVATE_KEY_FILE) together'],
    [{ UNSUBSCRIBE_SECRET: 'short' }, 'UNSUBSCRIBE_SECRET must be at least 16 characters long'],
    [{ ALLOWED_ORIGINS: 'https://a.example,www.b.example' }, 'ALLOWED_ORIGINS must list http:// or https:// origins separated by commas (got "www.b.example")'],
    [{ SERVER_WEBSOCKET_COMPRESSION: 'yes' }, 'SERVER_WEBSOCKET_COMPRESSION must be true, false or a JSON object of permessage-deflate options (got "yes")'],
  ])('names %o in one line', (env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  it('reports every wrong setting, one line each', () => {
    expect(problemsOf({ PORT: 'abc', BIND_IP: 'x', MAIL_MAX_ATTEMPTS: '1.5' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'BIND_IP must be an IP address such as 127.0.0.1, 0.0.0.0 or :: (got "x")',
      'MAIL_MAX_ATTEMPTS must be a whole number of at least 1 (got "1.5")',
    ]);
  });

  it('loads demo content in development or when DEMO_CONTENT asks, never by default in production', () => {
    const demo = (env: Record<string, string>) => readSettings(env, CWD).settings?.demoContent;
    expect(demo({ NODE_ENV: 'development' })).toBe(true);
    expect(demo({ NODE_ENV: 'development', DEMO_CONTENT: '0' })).toBe(false);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
    expect(demo({})).toBe(false);
    expect(demo({ NODE_ENV: 'production', DEMO_CONTENT: '1' })).toBe(true);
    expect(demo({ DEMO_CONTENT: 'yes' })).toBe(true);
  });
});

describe('checkFolders', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'settings-folders-'));
    await writeFile(path.join(root, 'a-file'), '');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('creates missing folders and names one it cannot write to', async () => {
    const dataDir = path.join(root, 'new', 'db');
    const uploadsDir = path.join(root, 'a-file', 'uploads');
    expect(await checkFolders({ dataDir, uploadsDir })).toEqual([`UPLOADS_DIR must be a folder this server can write to (${uploadsDir}: ENOTDIR)`]);
    expect(await checkFolders({ dataDir, uploadsDir: path.join(root, 'uploads') })).toEqual([]);
  });

  it('leaves the database folder alone with MongoDB', async () => {
    const unusable = path.join(root, 'a-file', 'db');
    expect(await checkFolders({ mongoUrl: 'mongodb://localhost/x', dataDir: unusable, uploadsDir: path.join(root, 'uploads') })).toEqual([]);
  });
});

describe('startFailureLine', () => {
  const context = { port: 3000, host: '127.0.0.1', mongoUrl: 'mongodb://user:secret@db.example/marketplace' };
  const failure = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

  it('names the setting behind a failure of the surroundings', () => {
    expect(startFailureLine(failure('listen EADDRINUSE', { code: 'EADDRINUSE', syscall: 'listen' }), context)).toBe(
      'PORT 3000 is in use on 127.0.0.1 by another program: stop it or choose another PORT',
    );
    expect(startFailureLine(failure('listen EADDRNOTAVAIL', { code: 'EADDRNOTAVAIL' }), context)).toBe('BIND_IP 127.0.0.1 is not an address of this machine (EADDRNOTAVAIL)');
    expect(startFailureLine(failure('no MongoDB server answered within 5 s', { code: 'MONGO_UNREACHABLE' }), context)).toBe(
      'MONGO_URL: mongodb://user:***@db.example/marketplace: no MongoDB server answered within 5 s',
    );
  });

  it('leaves a fault of the program its stack trace', () => {
    expect(startFailureLine(new TypeError('undefined is not a function'), context)).toBeNull();
  });
});
