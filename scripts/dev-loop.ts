// `npm run dev`'s loop, the way `meteor run` works: the build's three parts (scripts/build-steps.ts:
// the client with Vite, the server and the server renderer with esbuild) are built once with
// source maps and then rebuilt incrementally on every save (Vite's watch mode, esbuild's watch
// contexts), and the built server runs as `npm start` runs it (with --enable-source-maps, so stack
// traces name the .ts files). Once a save's rebuilds are all done the server is restarted on the
// same port; the open browsers reconnect to it and its autoupdate publication
// (`meteor_autoupdate_clientVersions`) tells them the client changed: a new script reloads the
// page, a stylesheet alone is swapped in place. A save that left the server's own bundle alone
// (a screen, a stylesheet) is served without a restart, as `meteor run` does with a client-only
// change: the server gets SIGHUP and reads the new page, loads the new renderer (ssr.js) and
// publishes the new versions, so DDP sessions and subscriptions stay up. A build that fails
// keeps the last server running and says why; the next good build restarts or refreshes it.
import { type ChildProcess, spawn } from 'node:child_process';
import { context as esbuildContext, type BuildContext, type BuildOptions, type Plugin } from 'esbuild';
import { build as viteBuild } from 'vite';
import { CLIENT_REFRESH_FAILED_LINE, CLIENT_REFRESHED_LINE, SERVER_NODE_FLAGS, SERVER_READY_LINE, serverEntry } from './build-paths';
import { rendererBuildOptions } from './build-renderer';
import { rendererFile, serverBuildOptions, viteConfigFile } from './build-steps';
import { projectRoot } from './meteor-resolver';

export interface DevLoopOptions {
  /** Default PORT from the environment, else 3000; 0 picks a free port (kept across restarts). */
  port?: number;
  /** The server's working directory: its .meteor/local holds the database (default the project). */
  cwd?: string;
  /** More environment for the server. */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Quiet time after the last rebuild of a save before the restart (ms). */
  settleMs?: number;
}

export interface DevLoop {
  /** The running server's address (http://127.0.0.1:PORT or the BIND_IP given). */
  readonly url: string;
  /** How often the server was started (1 after the first build). */
  readonly starts: number;
  /** Resolves once the server has been started `count` times. */
  started(count: number): Promise<void>;
  /** How often a rebuilt client was served without a restart. */
  readonly refreshes: number;
  stop(): Promise<void>;
}

type Part = 'client' | 'server' | 'renderer';
const PARTS: Part[] = ['client', 'server', 'renderer'];

/** Minimal view of the watcher Vite returns in watch mode (Rolldown's). */
interface ClientWatcher {
  on(event: 'event', listener: (event: { code: string; error?: unknown; result?: { close(): unknown } }) => void): unknown;
  close(): Promise<void> | void;
}

export async function startDevLoop(options: DevLoopOptions = {}): Promise<DevLoop> {
  const log = options.log ?? ((line: string) => console.log(line));
  const settleMs = options.settleMs ?? 300;
  let port = options.port ?? Number(process.env.PORT ?? 3000);
  const host = options.env?.BIND_IP ?? process.env.BIND_IP ?? '127.0.0.1';
  const building = new Set<Part>();
  const built = new Set<Part>();
  const failing = new Set<Part>();
  /** The parts rebuilt since the server last started or refreshed: without 'server', a refresh will do. */
  const changed = new Set<Part>();
  let refreshes = 0;
  let onRefreshed: ((ok: boolean) => void) | null = null;
  let server: ChildProcess | undefined;
  let starts = 0;
  let stopping = false;
  let settle: NodeJS.Timeout | undefined;
  let restarting: Promise<void> = Promise.resolve();
  const waiters: { count: number; resolve: () => void }[] = [];

  const begin = (part: Part) => {
    building.add(part);
    changed.add(part);
    clearTimeout(settle);
  };
  const end = (part: Part, ok: boolean, error?: unknown) => {
    building.delete(part);
    if (ok) {
      built.add(part);
      failing.delete(part);
    } else {
      failing.add(part);
      log(`=> The ${part} build failed; the last good server keeps running.${error ? `\n${String(error)}` : ''}`);
    }
    if (building.size === 0 && failing.size === 0 && PARTS.every((each) => built.has(each))) {
      clearTimeout(settle);
      settle = setTimeout(() => void (restarting = restarting.then(serveBuild)), settleMs);
    }
  };

  async function stopServer(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  /** Serves what was just built: a client refresh when only the client's parts changed, else a restart. */
  async function serveBuild(): Promise<void> {
    const running = server && server.exitCode === null && starts > 0 ? server : undefined;
    const serverChanged = changed.has('server');
    changed.clear();
    if (stopping) return;
    if (!running || serverChanged) return restart();
    log('=> Rebuilt the client: refreshing it in place');
    const refreshed = new Promise<boolean>((resolve) => {
      onRefreshed = resolve;
      running.once('exit', () => resolve(false));
    });
    running.kill('SIGHUP');
    const ok = await refreshed;
    onRefreshed = null;
    if (ok) refreshes += 1;
    // A refresh that failed (its error is in the log) falls back to a restart.
    else if (server === running) await restart();
  }

  async function restart(): Promise<void> {
    if (stopping) return;
    if (starts > 0) log('=> Rebuilt: restarting the server');
    await stopServer();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', serverEntry], {
      cwd: options.cwd ?? projectRoot,
      // Its output reaches a terminal through this process: pretty log lines there, as `npm start`
      // gives; and the demo content `npm start` shows too (DEMO_CONTENT=0 leaves it out).
      env: { ...(process.stdout.isTTY ? { LOG_FORMAT: 'pretty' } : {}), DEMO_CONTENT: '1', ...process.env, ...options.env, PORT: String(port), BIND_IP: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output: string | null = '';
    const ready = new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        for (const line of text.split('\n')) if (line) log(line);
        if (onRefreshed && text.includes(CLIENT_REFRESHED_LINE)) onRefreshed(true);
        // The server's log goes to standard output, errors included.
        if (onRefreshed && text.includes(CLIENT_REFRESH_FAILED_LINE)) onRefreshed(false);
        if (output === null) return;
        output += text;
        const match = SERVER_READY_LINE.exec(output);
        if (match) {
          // With PORT=0 the first start picks the port; restarts keep it, so open pages reconnect.
          port = Number(match[1]);
          output = null;
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        log(text.trimEnd());
        if (onRefreshed && text.includes(CLIENT_REFRESH_FAILED_LINE)) onRefreshed(false);
      });
      child.once('exit', (code, signal) => {
        if (server === child) log(`=> The server exited (${code ?? signal}); it starts again after the next save`);
        resolve();
      });
    });
    await ready;
    // Stopped meanwhile, or crashed while starting (its output says why): nothing started.
    if (server !== child || child.exitCode !== null) return;
    starts += 1;
    for (const waiter of waiters.filter((each) => each.count <= starts)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** esbuild reports each rebuild's start and end to the loop. */
  const reporting = (part: Part): Plugin => ({
    name: `dev-loop-${part}`,
    setup(build) {
      build.onStart(() => begin(part));
      build.onEnd((result) => end(part, result.errors.length === 0));
    },
  });
  const watchEsbuild = async (part: Part, buildOptions: BuildOptions): Promise<BuildContext> => {
    const context = await esbuildContext({ ...buildOptions, plugins: [...(buildOptions.plugins ?? []), reporting(part)] });
    await context.watch();
    return context;
  };

  log('=> Building the client, the server and the server renderer (with source maps), then watching');
  const client = (await viteBuild({
    configFile: viteConfigFile,
    logLevel: 'warn',
    build: { sourcemap: true, watch: {} },
  })) as unknown as ClientWatcher;
  client.on('event', (event) => {
    if (event.code === 'BUNDLE_START') begin('client');
    else if (event.code === 'BUNDLE_END') {
      void event.result?.close();
      end('client', true);
    } else if (event.code === 'ERROR') {
      void event.result?.close();
      end('client', false, event.error);
    }
  });
  const contexts = await Promise.all([watchEsbuild('server', serverBuildOptions()), watchEsbuild('renderer', rendererBuildOptions(rendererFile))]);

  const loop: DevLoop = {
    get url() {
      return `http://${host}:${port}`;
    },
    get starts() {
      return starts;
    },
    get refreshes() {
      return refreshes;
    },
    started(count) {
      if (starts >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async stop() {
      stopping = true;
      clearTimeout(settle);
      await Promise.all(contexts.map((each) => each.dispose()));
      await client.close();
      await restarting;
      await stopServer();
    },
  };
  return loop;
}
