// /healthz and /readyz over real HTTP on the runtime's web app, with the readiness state driven
// by hand: starting, ready, a failing condition, draining; GET and HEAD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebAppInstance } from 'meteor/webapp';
import { registerHealthRoutes } from './health-routes';
import { createReadiness, type Readiness } from './readiness';

let web: WebAppInstance;
let baseUrl: string;
let readiness: Readiness;
let writable = true;

beforeAll(async () => {
  web = createWebApp();
  readiness = createReadiness();
  readiness.require(() => writable);
  registerHealthRoutes(web.handlers, readiness);
  const address = await web.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await web?.close();
});

async function get(path: string, method = 'GET') {
  const response = await fetch(`${baseUrl}${path}`, { method });
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
}

const json = (status: string) => JSON.stringify({ status });

describe('/healthz and /readyz', () => {
  it('answers alive at once, and not ready until start-up has finished', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: json('alive'), type: 'application/json; charset=utf-8', cache: 'no-store' });
    expect(await get('/readyz')).toEqual({ status: 503, body: json('starting'), type: 'application/json; charset=utf-8', cache: 'no-store' });
    readiness.markStarted();
    expect(await get('/readyz')).toMatchObject({ status: 200, body: json('ready'), cache: 'no-store' });
  });

  it('is unavailable while a condition fails, and ready again once it holds', async () => {
    writable = false;
    expect(await get('/readyz')).toMatchObject({ status: 503, body: json('unavailable'), cache: 'no-store' });
    writable = true;
    expect(await get('/readyz')).toMatchObject({ status: 200, body: json('ready') });
  });

  it('answers HEAD with the status and no body', async () => {
    expect(await get('/healthz', 'HEAD')).toMatchObject({ status: 200, body: '', cache: 'no-store' });
    expect(await get('/readyz', 'HEAD')).toMatchObject({ status: 200, body: '', cache: 'no-store' });
  });

  it('turns 503 for good once draining, while the process stays alive', async () => {
    readiness.markDraining();
    expect(await get('/readyz')).toMatchObject({ status: 503, body: json('draining'), cache: 'no-store' });
    expect(await get('/readyz', 'HEAD')).toMatchObject({ status: 503, body: '' });
    readiness.markStarted();
    expect(await get('/readyz')).toMatchObject({ status: 503, body: json('draining') });
    expect(await get('/healthz')).toMatchObject({ status: 200, body: json('alive') });
  });
});
