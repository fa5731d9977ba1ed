// Opens many DdpSockets with a bounded number of handshakes in flight (a burst of thousands of
// simultaneous connects would only measure the listen backlog), optionally subscribing each one.
import { DdpSocket, type ServerKind } from './ddp-socket';

export interface OpenSpec {
  url: string;
  kind: ServerKind;
  count: number;
  /** Handshakes in flight at once. */
  concurrency: number;
  timeoutMs: number;
  /** Publications each socket subscribes to, in order, once open (and logged in). */
  subscribe?: { name: string; params: unknown[] } | { name: string; params: unknown[] }[];
  /** Resume tokens: socket i logs in with token i before it subscribes. */
  resumeTokens?: string[];
}

export interface OpenOutcome {
  sockets: DdpSocket[];
  failed: number;
  firstError?: string;
  elapsedMs: number;
}

export async function openMany(spec: OpenSpec): Promise<OpenOutcome> {
  const started = performance.now();
  const sockets: DdpSocket[] = [];
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const lane = async (): Promise<void> => {
    while (next < spec.count) {
      const index = next++;
      try {
        const socket = await DdpSocket.open(spec.url, spec.kind, spec.timeoutMs);
        sockets.push(socket);
        const token = spec.resumeTokens?.[index];
        if (token) await socket.call('login', [{ resume: token }]);
        const subscriptions = spec.subscribe ? (Array.isArray(spec.subscribe) ? spec.subscribe : [spec.subscribe]) : [];
        for (const subscription of subscriptions) await socket.subscribe(subscription.name, subscription.params);
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(spec.concurrency, spec.count) }, lane));
  return { sockets, failed, firstError, elapsedMs: performance.now() - started };
}

export async function closeAll(sockets: DdpSocket[]): Promise<void> {
  await Promise.all(sockets.map((socket) => socket.close()));
}
