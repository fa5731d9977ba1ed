// The idle monitor on jsdom's window with fake timers (the clock and the 1 s ticker). The
// connection is a stand-in with Meteor's reactive `userId()`/`status()` that records the method
// calls the monitor makes; the server's side of those calls is tested in server.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReactiveVar } from '../tracker/index';
import { type IdleMonitor, isMonitoring, startIdleMonitor } from './idle-monitor';

const START = Date.UTC(2025, 0, 1, 12, 0, 0);
const OFFSET = 5000; // the server's clock is 5 s ahead of the client's

class RecordingConnection {
  readonly user = new ReactiveVar<string | null>(null);
  readonly connected = new ReactiveVar(true);
  readonly calls: Array<[string, unknown]> = [];
  userId = () => this.user.get();
  status = () => ({ connected: this.connected.get() });
  call = (name: string, timestamp: unknown) => void this.calls.push([name, timestamp]);
}

const synced = { isSynced: () => true, serverTime: (t?: number) => (t ?? Date.now()) + OFFSET };

let connection: RecordingConnection;
let monitor: IdleMonitor | undefined;

async function flush(): Promise<void> {
  // Tracker re-runs in a microtask.
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  connection = new RecordingConnection();
});

afterEach(() => {
  monitor?.stop();
  monitor = undefined;
  vi.useRealTimers();
});

function start(options: { idleOnBlur?: boolean; threshold?: number } = {}): IdleMonitor {
  monitor = startIdleMonitor({ connection, timeSync: synced, ...options });
  return monitor;
}

describe('the idle monitor', () => {
  it('needs a synced clock and runs once at a time', () => {
    expect(() => startIdleMonitor({ connection, timeSync: { isSynced: () => false, serverTime: () => undefined } })).toThrow(
      "Can't start idle monitor until synced to server",
    );
    start();
    expect(isMonitoring()).toBe(true);
    expect(() => startIdleMonitor({ connection, timeSync: synced })).toThrow('Idle monitor is already active. Stop it first.');
    monitor!.stop();
    expect(isMonitoring()).toBe(false);
  });

  it('goes idle after 60 s without activity and back to active on input, reporting in server time', async () => {
    connection.user.set('alice');
    const m = start();
    expect(connection.calls).toEqual([['user-status-active', START + OFFSET]]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(m.isIdle()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(m.isIdle()).toBe(true);
    // Idle carries the time of the last activity, not the time it was noticed.
    expect(connection.calls.at(-1)).toEqual(['user-status-idle', START + OFFSET]);
    await vi.advanceTimersByTimeAsync(15_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await flush();
    expect(m.isIdle()).toBe(false);
    expect(connection.calls.at(-1)).toEqual(['user-status-active', START + 75_000 + OFFSET]);
    expect(connection.calls).toHaveLength(3);
  });

  it('every kind of activity postpones idleness', async () => {
    const m = start();
    const events = [
      new MouseEvent('mousemove'),
      new MouseEvent('mousedown'),
      new KeyboardEvent('keydown'),
      new Event('touchstart'),
      new Event('wheel'),
      new Event('scroll'),
      new FocusEvent('focus'),
    ];
    for (const event of events) {
      await vi.advanceTimersByTimeAsync(50_000);
      window.dispatchEvent(event);
      expect(m.lastActivity()).toBe(Date.now());
    }
    await vi.advanceTimersByTimeAsync(50_000);
    expect(m.isIdle()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.isIdle()).toBe(true);
  });

  it('reports nothing while logged out, and the current state once someone logs in', async () => {
    const m = start();
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(m.isIdle()).toBe(true);
    expect(connection.calls).toEqual([]);
    connection.user.set('bob');
    await flush();
    expect(connection.calls).toEqual([['user-status-idle', START + OFFSET]]);
  });

  it('re-sends idle after a reconnect, since the server starts the connection active', async () => {
    connection.user.set('alice');
    start();
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(connection.calls.map(([name]) => name)).toEqual(['user-status-active', 'user-status-idle']);
    connection.connected.set(false);
    await flush();
    connection.connected.set(true);
    await flush();
    expect(connection.calls.map(([name]) => name)).toEqual(['user-status-active', 'user-status-idle', 'user-status-idle']);
  });

  it('an active user is not re-reported after a reconnect', async () => {
    connection.user.set('alice');
    start();
    connection.connected.set(false);
    await flush();
    connection.connected.set(true);
    await flush();
    expect(connection.calls).toHaveLength(1);
  });

  it('with idleOnBlur a hidden page is idle at once and input is ignored until it is visible', async () => {
    connection.user.set('alice');
    const m = start({ idleOnBlur: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(m.isIdle()).toBe(true);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(m.isIdle()).toBe(true);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(m.isIdle()).toBe(false);
    expect(connection.calls.map(([name]) => name)).toEqual(['user-status-active', 'user-status-idle', 'user-status-active']);
  });

  it('without idleOnBlur a blur changes nothing', async () => {
    const m = start();
    window.dispatchEvent(new FocusEvent('blur'));
    await flush();
    expect(m.isIdle()).toBe(false);
  });

  it('stopping while idle reports active, and stops watching', async () => {
    connection.user.set('alice');
    const m = start();
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    m.stop();
    monitor = undefined;
    expect(connection.calls.map(([name]) => name)).toEqual(['user-status-active', 'user-status-idle', 'user-status-active']);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(120_000);
    await flush();
    expect(connection.calls).toHaveLength(3);
  });
});
