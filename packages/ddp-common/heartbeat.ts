// Meteor's DDP heartbeat (`ddp-common/heartbeat.js`), shared by server and client: when a whole
// `heartbeatInterval` passes without any inbound message, send a ping and wait `heartbeatTimeout`
// for anything to arrive; silence for that long calls `onTimeout`. Any inbound message (not only
// a pong) counts as liveness. Left out: nothing; the caller decides what a timeout does (the
// server closes the session, the client reconnects).
export interface HeartbeatOptions {
  /** Milliseconds of inbound silence before a ping is sent; 0 disables the heartbeat. */
  heartbeatInterval: number;
  /** Milliseconds to wait after a ping before giving up on the peer. */
  heartbeatTimeout: number;
  sendPing(): void;
  onTimeout(): void;
}

export class Heartbeat {
  private intervalTimer: ReturnType<typeof setTimeout> | null = null;
  private timeoutTimer: ReturnType<typeof setTimeout> | null = null;
  private seenPacket = false;
  private stopped = true;

  constructor(private readonly options: HeartbeatOptions) {}

  start(): void {
    if (this.options.heartbeatInterval <= 0) return;
    this.stopped = false;
    this.startIntervalTimer();
  }

  stop(): void {
    this.stopped = true;
    this.clearIntervalTimer();
    this.clearTimeoutTimer();
  }

  /** Call for every inbound message: it proves the peer is alive. */
  messageReceived(): void {
    if (this.stopped) return;
    this.seenPacket = true;
    // A message during the wait for a pong ends the wait and restarts the normal rhythm.
    if (this.timeoutTimer) {
      this.clearTimeoutTimer();
      this.seenPacket = false;
      this.startIntervalTimer();
    }
  }

  private startIntervalTimer(): void {
    this.clearIntervalTimer();
    this.intervalTimer = setTimeout(() => this.intervalFired(), this.options.heartbeatInterval);
  }

  private intervalFired(): void {
    this.intervalTimer = null;
    if (this.stopped) return;
    if (this.seenPacket) {
      this.seenPacket = false;
      this.startIntervalTimer();
      return;
    }
    this.options.sendPing();
    if (this.stopped) return; // sendPing may have found the socket gone and stopped us
    this.timeoutTimer = setTimeout(() => {
      this.timeoutTimer = null;
      if (this.stopped) return;
      this.stop();
      this.options.onTimeout();
    }, this.options.heartbeatTimeout);
  }

  private clearIntervalTimer(): void {
    if (this.intervalTimer) clearTimeout(this.intervalTimer);
    this.intervalTimer = null;
  }

  private clearTimeoutTimer(): void {
    if (this.timeoutTimer) clearTimeout(this.timeoutTimer);
    this.timeoutTimer = null;
  }
}
