// The server entry (server/main.ts) on wrong settings, as an operator starts it: each prints
// exactly one line naming the setting, no stack trace, and exits with 1; a MongoDB that does not
// answer is given up after 5 s, in one line too. LOG_LEVEL=silent quiets the log, not that line.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, runEntry } from '../helpers/run-entry';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'settings-start-'));
  await writeFile(path.join(root, 'a-file'), '');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  const run = runEntry('server/main.ts', {
    cwd: root,
    env: { ...process.env, PORT: '0', BIND_IP: '127.0.0.1', MONGO_URL: '', METEOR_DB_DIR: path.join(root, 'db'), UPLOADS_DIR: path.join(root, 'uploads'), ...env },
  });
  const code = await run.exited;
  return { code, stdout: linesOf(run.stdout()), stderr: linesOf(run.stderr()) };
}

describe('a start with a wrong setting', () => {
  it.each([
    [{ PORT: 'abc' }, '=> PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ BIND_IP: '300.1.1.1' }, '=> BIND_IP must be an IP address such as 127.0.0.1, 0.0.0.0 or :: (got "300.1.1.1")'],
    [{ MESSAGES_PER_USER_PER_MINUTE: 'twenty' }, '=> MESSAGES_PER_USER_PER_MINUTE must be a whole number of at least 1 (got "twenty")'],
    [{ METEOR_SETTINGS: '{"public":' }, '=> METEOR_SETTINGS must be JSON: Unexpected end of JSON input (got "{\\"public\\":")'],
    [{ LOG_LEVEL: 'verbose' }, '=> LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "verbose")'],
    [{ AUTOUPDATE_VERSION: 'release 42' }, '=> AUTOUPDATE_VERSION must be letters, digits and punctuation without spaces, at most 128 characters (got "release 42")'],
  ])('%o prints one line and exits with 1', async (env, line) => {
    const { code, stdout, stderr } = await start(env);
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: [], stderr: [line] });
  });

  it('an UPLOADS_DIR it cannot write to prints one line and exits with 1', async () => {
    const uploads = path.join(root, 'a-file', 'uploads');
    const { code, stdout, stderr } = await start({ UPLOADS_DIR: uploads });
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: [], stderr: [`=> UPLOADS_DIR must be a folder this server can write to (${uploads}: ENOTDIR)`] });
  });

  it('with LOG_LEVEL=silent writes no log line, and a start that fails still prints its one line', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stdout, stderr } = await start({ LOG_LEVEL: 'silent', PORT: String(port) });
      expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: [], stderr: [`=> PORT ${port} is in use on 127.0.0.1 by another program: stop it or choose another PORT`] });
    } finally {
      taken.close();
    }
  });

  it('a MONGO_URL where no server answers is given up in one line', async () => {
    // Port 9 (discard) on the loopback: nothing listens there.
    const { code, stderr } = await start({ MONGO_URL: 'mongodb://127.0.0.1:9/marketplace' });
    expect({ code, stderr }).toEqual({ code: 1, stderr: ['=> MONGO_URL: mongodb://127.0.0.1:9/marketplace: no MongoDB server answered within 5 s'] });
  });
});
