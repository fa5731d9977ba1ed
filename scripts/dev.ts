// `npm run dev`: builds the app with source maps, starts it as `npm start` does (demo content and
// the admin account on a fresh database) and rebuilds and restarts it on every save; open
// browsers reload through autoupdate. See scripts/dev-loop.ts. Ctrl-C stops it all.
import { startDevLoop } from './dev-loop';

const loop = await startDevLoop();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void loop.stop().then(() => process.exit(0));
  });
}
