// AUTOUPDATE_VERSION and APP_ID reach autoupdate through the app's start: the settings check reads
// them (server-settings.test.ts), server/main.ts hands them to startApp, and the client versions
// the app publishes, at start and after a client refresh, are the version given, to subscribers
// of that app id and of none other.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_VERSIONS } from 'meteor/autoupdate';
import { type RunningApp, startApp } from '../../server/start-app';
import { RawDdpClient } from '../helpers/raw-ddp-client';
import { writeStandInClientBuild } from './security/security-app.testkit';

const VERSION = '2026.11.27-3f1c9ab';
const APP_ID = 'staffing-eu.r5ozqsewkt6i';

let root = '';
let app: RunningApp | undefined;
const clients: RawDdpClient[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'autoupdate-settings-'));
  app = await startApp({
    port: 0,
    host: '127.0.0.1',
    projectRoot: root,
    clientBuildDir: await writeStandInClientBuild(root),
    rateLimits: false,
    autoupdate: { version: VERSION, appId: APP_ID },
    log: () => {},
  });
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});
afterAll(async () => {
  await app?.stop();
  await rm(root, { recursive: true, force: true });
});

/** Subscribes to the client versions as the browser's watcher does; answers the documents sent before ready. */
async function versionsSeenBy(appId: string): Promise<Array<Record<string, unknown>>> {
  const { client } = await RawDdpClient.connected(`${app!.url.replace('http', 'ws')}/websocket`);
  clients.push(client);
  const mark = client.mark();
  client.send({ msg: 'sub', id: 'au', name: CLIENT_VERSIONS, params: [appId] });
  await client.next({ msg: 'ready' });
  return client
    .since(mark)
    .filter((frame) => frame.msg === 'added' && frame.collection === CLIENT_VERSIONS)
    .map((frame) => frame.fields as Record<string, unknown>);
}

describe('the app’s client versions', () => {
  it('are the AUTOUPDATE_VERSION given, for the APP_ID given', async () => {
    expect(await versionsSeenBy(APP_ID)).toMatchObject([{ version: VERSION, versionRefreshable: VERSION, versionNonRefreshable: VERSION }]);
    expect(await versionsSeenBy('another-app')).toEqual([]);
  });

  it('stay so after a client refresh', async () => {
    await app!.refreshClient();
    expect(await versionsSeenBy(APP_ID)).toMatchObject([{ version: VERSION, versionRefreshable: VERSION, versionNonRefreshable: VERSION }]);
    expect(await versionsSeenBy('another-app')).toEqual([]);
  });
});
