// The heartbeat both ends of a DDP connection run (fake timers; no wall-clock assertions).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat';

describe('Heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function make(interval = 1000, timeout = 500) {
    const events: string[] = [];
    const heartbeat = new Heartbeat({
      heartbeatInterval: interval,
      heartbeatTimeout: timeout,
      sendPing: () => events.push('ping'),
      onTimeout: () => events.push('timeout'),
    });
    return { heartbeat, events };
  }

  it('pings after a silent interval and times out after a silent timeout', () => {
    const { heartbeat, events } = make();
    heartbeat.start();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['ping']);
    vi.advanceTimersByTime(500);
    expect(events).toEqual(['ping', 'timeout']);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['ping', 'timeout']); // stopped after the timeout
  });

  it('does not ping while messages keep arriving, and any message answers a ping', () => {
    const { heartbeat, events } = make();
    heartbeat.start();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(900);
      heartbeat.messageReceived();
    }
    expect(events).toEqual([]);
    // Last message at 4.5 s: the 5 s tick saw it, the 6 s tick did not.
    vi.advanceTimersByTime(1500);
    expect(events).toEqual(['ping']);
    heartbeat.messageReceived();
    vi.advanceTimersByTime(999);
    expect(events).toEqual(['ping']); // no timeout: the message answered the ping
    heartbeat.stop();
  });

  it('is disabled by interval 0 and silent after stop', () => {
    const disabled = make(0);
    disabled.heartbeat.start();
    vi.advanceTimersByTime(60_000);
    expect(disabled.events).toEqual([]);
    const stopped = make();
    stopped.heartbeat.start();
    stopped.heartbeat.stop();
    vi.advanceTimersByTime(60_000);
    expect(stopped.events).toEqual([]);
  });
});
