// Request/response over Node's IPC channel between the orchestrator and its child processes
// (servers under test and load workers). Every request has a timeout and every child is killed
// when the orchestrator exits, so no benchmark can leave a process behind or hang forever.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Handler = (args: unknown) => unknown;

interface Request {
  id: number;
  cmd: string;
  args: unknown;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

interface ReadyMessage {
  ready: true;
  info: unknown;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Child side: answers the parent's requests and exits when the parent goes away. */
export function serveIpc(handlers: Record<string, Handler>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('this script must be started by bench/run.ts (it needs an IPC channel)');
  process.on('message', (raw) => {
    const request = raw as Request;
    const handler = handlers[request.cmd];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${request.cmd}`);
        return handler(request.args);
      })
      .then(
        (result) => send({ id: request.id, ok: true, result } satisfies Reply),
        (error: unknown) =>
          send({ id: request.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Reply),
      );
  });
  process.on('disconnect', () => process.exit(0));
}

export function announceReady(info: unknown): void {
  process.send?.({ ready: true, info } satisfies ReadyMessage);
}

const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Extra node flags for a server under test (BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof`). */
export function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

export class Child<Info = unknown> {
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private exitReason: string | null = null;

  private constructor(
    readonly name: string,
    private readonly proc: ChildProcess,
    readonly info: Info,
  ) {
    proc.on('message', (raw) => {
      const reply = raw as Reply;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
    proc.on('exit', (code, signal) => {
      live.delete(proc);
      this.exitReason = `${name} exited (code ${code}, signal ${signal})`;
      for (const resolve of this.waiting.values()) resolve({ id: -1, ok: false, error: this.exitReason });
      this.waiting.clear();
    });
  }

  /**
   * Starts `node [nodeArgs] --import tsx <script>` (a built script: without tsx) and waits for
   * its ready message.
   */
  static start<Info>(
    script: string,
    options: { nodeArgs?: string[]; readyTimeoutMs?: number; env?: Record<string, string>; built?: boolean } = {},
  ): Promise<Child<Info>> {
    const loader = options.built ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, path.resolve(REPO_ROOT, script)], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    live.add(child);
    const timeoutMs = options.readyTimeoutMs ?? 30_000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${script} was not ready after ${timeoutMs} ms`));
      }, timeoutMs);
      const onExit = (code: number | null): void => {
        clearTimeout(timer);
        reject(new Error(`${script} exited with code ${code} before it was ready (its stderr is above)`));
      };
      child.once('exit', onExit);
      child.once('message', (raw) => {
        const message = raw as ReadyMessage;
        clearTimeout(timer);
        child.off('exit', onExit);
        if (message.ready) resolve(new Child<Info>(script, child, message.info as Info));
        else reject(new Error(`${script} sent an unexpected first message`));
      });
    });
  }

  request<T>(cmd: string, args: unknown, timeoutMs: number): Promise<T> {
    if (this.exitReason) return Promise.reject(new Error(this.exitReason));
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${this.name}: '${cmd}' timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.ok) resolve(reply.result as T);
        else reject(new Error(`${this.name}: '${cmd}' failed: ${reply.error}`));
      });
      this.proc.send({ id, cmd, args } satisfies Request);
    });
  }

  /** Asks the child to stop, then kills it if it has not exited within 5 s. */
  async stop(): Promise<void> {
    if (this.exitReason) return;
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    await this.request('stop', null, 5000).catch(() => undefined);
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
