// The DDP WebSocket refuses browser upgrades from foreign pages: a page on another site must not
// open a session (and log in with a stolen resume token) on the user's behalf. The server answers
// 403 before upgrading unless the Origin is the app's own (ROOT_URL's origin, the loopback address
// the request was made to during development, or an allowed origin); clients that send no Origin
// (server-to-server DDP, the npm clients) keep working.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type TestServer, startTestServer } from '../../helpers/start-test-server';

let server: TestServer;
const saved = { ROOT_URL: process.env.ROOT_URL, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS, METEOR_SETTINGS: process.env.METEOR_SETTINGS };

beforeAll(async () => {
  server = await startTestServer();
  process.env.ROOT_URL = 'https://marketplace.example/';
});

afterEach(() => {
  process.env.ALLOWED_ORIGINS = saved.ALLOWED_ORIGINS;
  if (saved.ALLOWED_ORIGINS === undefined) delete process.env.ALLOWED_ORIGINS;
  process.env.METEOR_SETTINGS = saved.METEOR_SETTINGS;
  if (saved.METEOR_SETTINGS === undefined) delete process.env.METEOR_SETTINGS;
});

afterAll(async () => {
  process.env.ROOT_URL = saved.ROOT_URL;
  if (saved.ROOT_URL === undefined) delete process.env.ROOT_URL;
  await server?.stop();
});

type Outcome = { opened: true; firstMessage: string } | { opened: false; status: number; body: string };

/** Tries an upgrade with these headers; on success speaks DDP `connect` and reads the answer. */
function tryUpgrade(headers: Record<string, string>, origin?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(server.wsUrl, { headers, ...(origin === undefined ? {} : { origin }) });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ opened: false, status: res.statusCode ?? 0, body }));
    });
    ws.once('open', () => ws.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
    ws.once('message', (data) => {
      resolve({ opened: true, firstMessage: String(data) });
      ws.close();
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

const port = () => new URL(server.url).port;

describe('WebSocket origin check', () => {
  it('keeps clients that send no Origin working (server-to-server DDP, npm clients)', async () => {
    const outcome = await tryUpgrade({});
    expect(outcome.opened).toBe(true);
    expect(outcome).toMatchObject({ firstMessage: expect.stringContaining('"msg":"connected"') });
  });

  it('refuses a page on a foreign site with 403 before upgrading', async () => {
    for (const origin of ['https://evil.example', 'http://marketplace.example', 'https://marketplace.example.evil.example', 'null']) {
      const outcome = await tryUpgrade({}, origin);
      expect(outcome, origin).toMatchObject({ opened: false, status: 403 });
    }
  });

  it("accepts ROOT_URL's origin", async () => {
    expect((await tryUpgrade({}, 'https://marketplace.example')).opened).toBe(true);
  });

  it('accepts the loopback address the request was made to (development), only with the same port', async () => {
    expect((await tryUpgrade({}, `http://127.0.0.1:${port()}`)).opened).toBe(true);
    expect((await tryUpgrade({ Host: `localhost:${port()}` }, `http://localhost:${port()}`)).opened).toBe(true);
    expect(await tryUpgrade({}, `http://127.0.0.1:${Number(port()) + 1}`)).toMatchObject({ opened: false, status: 403 });
    expect(await tryUpgrade({ Host: `localhost:${port()}` }, `http://127.0.0.1:${port()}`)).toMatchObject({ opened: false, status: 403 });
  });

  it('refuses a rebound name even when Host and Origin agree (DNS rebinding)', async () => {
    const outcome = await tryUpgrade({ Host: `attacker.example:${port()}` }, `http://attacker.example:${port()}`);
    expect(outcome).toMatchObject({ opened: false, status: 403 });
  });

  it('accepts the origins allowed by ALLOWED_ORIGINS or METEOR_SETTINGS.allowedOrigins', async () => {
    expect(await tryUpgrade({}, 'https://partner.example')).toMatchObject({ opened: false, status: 403 });
    process.env.ALLOWED_ORIGINS = 'https://partner.example, https://other.example:8443';
    expect((await tryUpgrade({}, 'https://partner.example')).opened).toBe(true);
    expect((await tryUpgrade({}, 'https://other.example:8443')).opened).toBe(true);
    delete process.env.ALLOWED_ORIGINS;
    process.env.METEOR_SETTINGS = JSON.stringify({ public: {}, allowedOrigins: ['https://settings.example'] });
    expect((await tryUpgrade({}, 'https://settings.example')).opened).toBe(true);
    expect(await tryUpgrade({}, 'https://partner.example')).toMatchObject({ opened: false, status: 403 });
  });
});
