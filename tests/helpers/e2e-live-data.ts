// When a server-rendered page has become live, for tests that check what did NOT happen once it
// did (no hydration warning, the server's DOM kept, no script run from data): React has hydrated
// a given element (its props are on it) or replaced it, and the page's DDP connection has
// connected and has every subscription it asked for ready (or refused) and every method it called
// answered, still so after two painted frames (what the answers change is rendered by then).
// Follows the page's WebSocket frames, so `watchLiveData` must be called before the page loads.
import type { ElementHandle, Page } from 'playwright-core';
import { WAIT } from './e2e-kit';
import { waitUntil } from './wait-until';

interface DdpMessage {
  msg?: string;
  id?: string;
  subs?: string[];
  methods?: string[];
}

export interface LiveDataWatch {
  /** Waits until `element` is hydrated (or gone) and the page's subscriptions and calls have all been answered. */
  settled<T extends Node>(element: ElementHandle<T> | null): Promise<void>;
}

function parse(payload: string | Buffer): DdpMessage {
  try {
    return JSON.parse(String(payload)) as DdpMessage;
  } catch {
    return {};
  }
}

export function watchLiveData(page: Page): LiveDataWatch {
  let connected = false;
  const pending = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if ((message.msg === 'sub' || message.msg === 'method') && message.id) pending.add(`${message.msg} ${message.id}`);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse(payload);
      if (message.msg === 'connected') connected = true;
      else if (message.msg === 'ready') for (const id of message.subs ?? []) pending.delete(`sub ${id}`);
      else if (message.msg === 'nosub' && message.id) pending.delete(`sub ${message.id}`);
      else if (message.msg === 'result' && message.id) pending.delete(`method ${message.id}`);
    });
  });
  const answered = () => connected && pending.size === 0;
  return {
    async settled<T extends Node>(element: ElementHandle<T> | null) {
      await page.waitForFunction(
        (node) => node === null || !node.isConnected || Object.keys(node).some((key) => key.startsWith('__reactProps')),
        element,
        WAIT,
      );
      for (;;) {
        await waitUntil(() => (answered() ? true : undefined), {
          timeoutMs: WAIT.timeout,
          what: "the page's DDP subscriptions and method calls to be answered",
          describe: () => ({ connected, pending: [...pending] }),
        });
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        if (answered()) return;
      }
    },
  };
}
