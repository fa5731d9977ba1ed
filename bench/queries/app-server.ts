// Child process of the `queries.*` benchmark: the real marketplace server (server/start-app.ts,
// every publication registered) on 127.0.0.1, port 0, over the seeded embedded database named
// by BENCH_DB_DIR, without demo content. Reports its port; stops on request.
import { startApp } from '../../server/start-app';
import { announceReady, serveIpc } from '../lib/ipc';

const dataDir = process.env.BENCH_DB_DIR;
if (!dataDir) throw new Error('BENCH_DB_DIR must name the seeded database folder');

const app = await startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: false, log: () => {} });

serveIpc({
  async stop() {
    await app.stop();
    setImmediate(() => process.exit(0));
  },
});
announceReady({ port: app.port });
