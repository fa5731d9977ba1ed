// Meteor's DDP heartbeat (ddp-common/heartbeat.js): every `interval`, if nothing arrived since the
// last tick, send a ping and expect *any* inbound message within `timeout`, else report the
// connection dead. Left out: nothing.
export class Heartbeat {
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private timeoutTimer: ReturnType<typeof setTimeout> | null = null;
  private seenPacket = false;

  constructor(
    private readonly interval: number,
    private readonly timeout: number,
    private readonly sendPing: () => void,
    private readonly onTimeout: () => void,
  ) {}

  start(): void {
    this.stop();
    if (this.interval <= 0) return;
    this.intervalTimer = setInterval(() => this.tick(), this.interval);
  }

  stop(): void {
    if (this.intervalTimer) clearInterval(this.intervalTimer);
    if (this.timeoutTimer) clearTimeout(this.timeoutTimer);
    this.intervalTimer = null;
    this.timeoutTimer = null;
  }

  /** Any inbound message proves the peer alive. */
  messageReceived(): void {
    this.seenPacket = true;
    if (this.timeoutTimer) {
      clearTimeout(this.timeoutTimer);
      this.timeoutTimer = null;
    }
  }

  private tick(): void {
    if (this.seenPacket) {
      this.seenPacket = false;
      return;
    }
    if (this.timeoutTimer) return; // a ping is already outstanding
    this.sendPing();
    this.timeoutTimer = setTimeout(() => {
      this.timeoutTimer = null;
      this.stop();
      this.onTimeout();
    }, this.timeout);
  }
}
