import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat';
import { retryDelay } from './retry';
import { toWebsocketUrl } from './urls';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelay (Meteor retry schedule)', () => {
  it('waits minTimeout for the first two attempts, then grows by 2.2× with ±25% jitter', () => {
    expect(retryDelay(0)).toBe(10);
    expect(retryDelay(1)).toBe(10);
    expect(retryDelay(2, {}, () => 0.5)).toBeCloseTo(1000 * 2.2 ** 2);
    expect(retryDelay(3, {}, () => 0)).toBeCloseTo(1000 * 2.2 ** 3 * 0.75);
    expect(retryDelay(3, {}, () => 1)).toBeCloseTo(1000 * 2.2 ** 3 * 1.25);
    expect(retryDelay(20, {}, () => 0.5)).toBe(300_000);
  });

  it('honours overrides such as a short minTimeout', () => {
    expect(retryDelay(0, { minTimeout: 1 })).toBe(1);
  });
});

describe('Heartbeat', () => {
  it('pings after a silent interval and times out without any inbound message', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const hb = new Heartbeat(17_500, 15_000, () => events.push('ping'), () => events.push('timeout'));
    hb.start();
    vi.advanceTimersByTime(17_500);
    expect(events).toEqual(['ping']);
    vi.advanceTimersByTime(14_999);
    expect(events).toEqual(['ping']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['ping', 'timeout']);
    hb.stop();
  });

  it('counts any inbound message as proof of life', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const hb = new Heartbeat(100, 50, () => events.push('ping'), () => events.push('timeout'));
    hb.start();
    hb.messageReceived();
    vi.advanceTimersByTime(100); // traffic seen during this interval: no ping
    expect(events).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['ping']);
    hb.messageReceived(); // the answer (or anything else) cancels the timeout
    vi.advanceTimersByTime(60);
    expect(events).toEqual(['ping']);
    hb.stop();
  });
});

describe('toWebsocketUrl', () => {
  it('turns a root URL into the raw WebSocket endpoint', () => {
    expect(toWebsocketUrl('http://localhost:3000')).toBe('ws://localhost:3000/websocket');
    expect(toWebsocketUrl('https://example.com/')).toBe('wss://example.com/websocket');
    expect(toWebsocketUrl('https://example.com/app/')).toBe('wss://example.com/app/websocket');
    expect(toWebsocketUrl('localhost:3000')).toBe('ws://localhost:3000/websocket');
    expect(toWebsocketUrl('ws://h/websocket')).toBe('ws://h/websocket');
  });
});
