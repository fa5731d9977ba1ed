// The running app (rate limits on, as `npm start` runs it) refuses a visitor who floods the
// contact form: the sixth message in a minute on one connection gets 'too-many-requests', and
// only five messages are stored.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessages } from '../../imports/api/contact-messages/collection';
import { DDP, type Connection } from '../../packages/ddp-client/server';
import { type RunningApp, startApp } from '../../server/start-app';

describe('rate limits on public forms', () => {
  let app: RunningApp;
  let dataDir: string;
  let connection: Connection;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-limits-db-'));
    app = await startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: false, log: () => {} });
    connection = DDP.connect(app.url);
  });

  afterAll(async () => {
    connection?.close();
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets five contact messages through per minute and refuses the sixth', async () => {
    const send = (index: number) =>
      connection.callAsync('contactMessages.send', {
        name: 'Eva Novak',
        email: 'eva.novak@example.com',
        message: `Question number ${index} about your experts.`,
        consent: true,
      });
    for (let index = 1; index <= 5; index += 1) await send(index);
    await expect(send(6)).rejects.toMatchObject({ error: 'too-many-requests' });
    expect(await ContactMessages.find({ email: 'eva.novak@example.com' }).countAsync()).toBe(5);
  });
});
