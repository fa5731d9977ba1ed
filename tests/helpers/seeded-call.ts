// Method calls sent over a raw socket with a seed the test chooses, as a client re-sending a call
// after a reconnect does (tests of common/retried-insert.ts and common/call-receipts.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppFixture, startAppFixture } from './app-fixture';
import { RawDdpClient } from './raw-ddp-client';

/** Opens `raws`-tracked raw connections to `url`, logged in with `token` when given. */
export function seededCaller(url: string, raws: RawDdpClient[]) {
  return async function rawClient(token: string | null): Promise<RawDdpClient> {
    const raw = await RawDdpClient.connect(`${url.replace('http', 'ws')}/websocket`);
    raws.push(raw);
    await raw.handshake();
    if (token) {
      raw.send({ msg: 'method', id: 'resume', method: 'login', params: [{ resume: token }] });
      expect(await raw.next({ msg: 'result', id: 'resume' })).not.toHaveProperty('error');
    }
    return raw;
  };
}

/** Sends `method` as call `id` with `seed`; resolves with its `result` frame. */
export async function seededCall(raw: RawDdpClient, id: string, method: string, params: unknown[], seed: string) {
  raw.send({ msg: 'method', id, method, params, randomSeed: seed });
  return raw.next({ msg: 'result', id });
}

/** This file's app (started before its tests, stopped after) and raw seeded connections to it, closed with it. */
export function seededAppForThisFile(): { app(): AppFixture; rawClient(token: string | null): Promise<RawDdpClient> } {
  let fixture: AppFixture | undefined;
  const raws: RawDdpClient[] = [];
  beforeAll(async () => {
    fixture = await startAppFixture();
  });
  afterAll(async () => {
    for (const raw of raws) await raw.close();
    await fixture?.stop();
  });
  const app = () => {
    if (!fixture) throw new Error('the app starts in beforeAll');
    return fixture;
  };
  return { app, rawClient: (token) => seededCaller(app().url, raws)(token) };
}
