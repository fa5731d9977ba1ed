// One real server per test file (started in beforeAll on 127.0.0.1:0 with a fresh embedded
// database, stopped in afterAll) and the raw clients a test opens, all closed in afterEach so a
// failing test cannot leak sockets into the next one.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { RawDdpClient } from './raw-ddp-client';
import { startTestServer, type TestServer } from './start-test-server';

export interface DdpFixture {
  /** The running server (only valid inside tests and hooks after beforeAll). */
  readonly server: TestServer;
  /** Opens a raw socket without the DDP handshake. */
  open(): Promise<RawDdpClient>;
  /** Opens a raw socket and completes the DDP handshake. */
  connect(): Promise<RawDdpClient>;
  /** Registers something to close after the current test (a third-party client, say). */
  onCleanup(cleanup: () => unknown): void;
}

/**
 * Starts a server for the calling test file. `setup` runs after the server started (register
 * methods, publications and collections there: the registries are per process).
 */
export function setupDdpServer(setup?: (server: TestServer) => void | Promise<void>): DdpFixture {
  let server: TestServer | undefined;
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    server = await startTestServer();
    await setup?.(server);
  });

  afterEach(async () => {
    const pending = cleanups.splice(0).reverse();
    for (const cleanup of pending) await cleanup();
  });

  afterAll(async () => {
    await server?.stop();
  });

  const fixture: DdpFixture = {
    get server(): TestServer {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
    async open() {
      const client = await RawDdpClient.connect(fixture.server.wsUrl);
      cleanups.push(() => client.close());
      return client;
    },
    async connect() {
      const client = await fixture.open();
      await client.handshake();
      return client;
    },
    onCleanup(cleanup) {
      cleanups.push(cleanup);
    },
  };
  return fixture;
}
