// `npm start`'s server (the build's server/main.js) on SIGTERM: the open DDP connection is
// closed with 1012 (Service Restart) for its client to reconnect elsewhere, the
// log says the stop was clean, and the process exits 0. A SHUTDOWN_TIMEOUT_MS that is not a whole
// number of milliseconds stops the start with a message naming it.
import { describe, expect, it } from 'vitest';
import { RawDdpClient } from '../helpers/raw-ddp-client';
import { startBuiltApp } from '../helpers/start-built-app';
import { waitUntil } from '../helpers/wait-until';

describe('the built server on SIGTERM', () => {
  it('closes DDP sessions with 1012, logs a clean stop and exits 0', async () => {
    const app = await startBuiltApp({ env: { SHUTDOWN_TIMEOUT_MS: '5000' } });
    try {
      const raw = await RawDdpClient.connect(`${app.url.replace('http', 'ws')}/websocket`);
      await raw.handshake();
      const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)));
      app.process.kill('SIGTERM');
      expect((await raw.waitForClose(10_000)).code).toBe(1012);
      expect(await exited).toBe(0);
      expect(app.output()).toContain('=> SIGTERM: draining (up to 5000 ms)');
      await waitUntil(() => (/=> Stopped cleanly in \d+ ms/.test(app.output()) ? true : undefined), { what: 'the clean stop line', describe: app.output });
    } finally {
      await app.stop();
    }
  });

  it('refuses to start with a SHUTDOWN_TIMEOUT_MS that is not whole milliseconds', async () => {
    await expect(startBuiltApp({ env: { SHUTDOWN_TIMEOUT_MS: '10s' } })).rejects.toThrow(/SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000 \(got "10s"\)/);
  });
});
