// Starts the BUILT app (what `npm start` runs: .meteor/local/build/server/main.js) in a child
// process on 127.0.0.1 with a free port, and waits until it says where it listens. It runs in a
// fresh temporary project-like root with `npm start`'s default folders (`.meteor/local/db`,
// `.meteor/local/uploads`), not test-only ones. Browser tests drive it; stop() kills it and
// removes that root. Started from a seed (e2e-seed.ts), the root begins as a copy of the seed's:
// the database a first start filled with the demo content, without filling it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS, SERVER_READY_LINE, serverEntry } from '../../scripts/build-paths';

export { SERVER_NODE_FLAGS };

export interface BuiltApp {
  url: string;
  /** The working directory of the server: its `.meteor/local` holds the database and uploads. */
  root: string;
  dataDir: string;
  uploadsDir: string;
  process: ChildProcess;
  /** What this process printed. */
  output(): string;
  /** What the first start of its database printed (the seed's, when it runs on a copy of it): the admin account's line. */
  firstStartOutput(): string;
  stop(): Promise<void>;
}

/** A stopped app's root, to start others from a copy of its database and uploads. */
export interface AppSeed {
  root: string;
  firstStartOutput: string;
}


export async function startBuiltApp(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    /** Default: the build's server/main.js. */
    serverEntry?: string;
    /** How long the server may take to listen (default 30 s; a large database takes longer). */
    readyTimeoutMs?: number;
    /** The root to run in; a given root outlives this app (it becomes a seed). Default: a fresh temporary one. */
    root?: string;
    /** Start on a copy of this stopped app's `.meteor` folder. */
    seed?: AppSeed;
  } = {},
): Promise<BuiltApp> {
  const entry = options.serverEntry ?? serverEntry;
  if (!existsSync(entry)) throw new Error(`No built server at ${entry}: run npm run build first`);
  const root = options.root ?? (await mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-')));
  // fs.cp keeps the modes, so the copy is as private as the folders the server made.
  if (options.seed) await cp(path.join(options.seed.root, '.meteor'), path.join(root, '.meteor'), { recursive: true });
  // A given dataDir outlives this app (a restart test); otherwise the default folder is used.
  const dataDir = options.dataDir ?? path.join(root, '.meteor', 'local', 'db');
  const uploadsDir = path.join(root, '.meteor', 'local', 'uploads');
  // Every browser in a test logs in and signs up from 127.0.0.1, so the per-address login and
  // verification-mail limits are raised (as the integration fixture turns rate limits off); the
  // limits' own tests set them back. DEMO_CONTENT as `npm start` sets it.
  const env: Record<string, string | undefined> = {
    ...process.env,
    DEMO_CONTENT: '1',
    PORT: '0',
    BIND_IP: '127.0.0.1',
    MONGO_URL: '',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    VERIFICATION_MAILS_PER_CLIENT_PER_HOUR: '1000',
    ...options.env,
  };
  delete env.UPLOADS_DIR;
  if (options.dataDir) env.METEOR_DB_DIR = options.dataDir;
  else delete env.METEOR_DB_DIR;
  // As `npm start` runs it: a small young generation keeps each scavenge short (with the default
  // size, scavenges of 12–17 ms held up the DDP sessions while pages rendered).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The app did not start within ${readyTimeoutMs / 1000} s. Output:\n${output}`));
    }, readyTimeoutMs);
    const onData = () => {
      const match = SERVER_READY_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited with code ${code} before it was ready. Output:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    root,
    dataDir,
    uploadsDir,
    process: child,
    output: () => output,
    firstStartOutput: () => options.seed?.firstStartOutput ?? output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.root) await rm(root, { recursive: true, force: true });
    },
  };
}
