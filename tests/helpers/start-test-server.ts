// Starts the runtime on 127.0.0.1 with a free port and a fresh embedded database folder: the
// web app, the DDP stream server on /websocket and the storage driver, without the marketplace's
// own API. Tests register their own methods and publications with Meteor.methods/publish.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ddpServer } from '../../packages/ddp-server/index';
import { closeStorage, configureStorage } from '../../packages/mongo/server';
import { createWebApp, type WebAppInstance } from '../../packages/webapp/server';

export interface TestServer {
  port: number;
  /** http://127.0.0.1:PORT */
  url: string;
  /** ws://127.0.0.1:PORT/websocket */
  wsUrl: string;
  dataDir: string;
  web: WebAppInstance;
  stop(): Promise<void>;
}

export async function startTestServer(options: { dataDir?: string } = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-db-')));
  configureStorage({ dataDir });
  const web = createWebApp();
  ddpServer.attach(web.httpServer);
  const address = await web.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    port: address.port,
    url,
    wsUrl: `ws://127.0.0.1:${address.port}/websocket`,
    dataDir,
    web,
    async stop() {
      ddpServer.closeAllSessions();
      await web.close();
      await closeStorage();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
