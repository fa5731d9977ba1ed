// Meteor's MethodInvoker and outstanding method blocks. A call finishes only when both its
// `result` and its `updated` arrived (its writes are visible in the client's collections).
// Methods travel in blocks: consecutive ordinary calls share a block and go out at once; a
// `wait: true` call forms its own block, is sent only after everything before it finished, and
// holds back everything after it. Left out: method stubs (client-side simulations).
import type { ClientMessage } from '../ddp-common/messages';
import type { MeteorError } from '../meteor/errors';

export type MethodMessage = Extract<ClientMessage, { msg: 'method' }>;
export type MethodCallback = (error: MeteorError | undefined, result?: unknown) => void;

export class MethodInvoker {
  sentMessage = false;
  gotResult = false;
  dataVisible = false;
  private error: MeteorError | undefined;
  private result: unknown;
  private finished = false;

  constructor(
    readonly message: MethodMessage,
    readonly wait: boolean,
    readonly noRetry: boolean,
    private readonly callback: MethodCallback,
    private readonly onFinished: (invoker: MethodInvoker) => void,
  ) {}

  get methodId(): string {
    return this.message.id;
  }

  receiveResult(error: MeteorError | undefined, result: unknown): void {
    if (this.gotResult) return;
    this.gotResult = true;
    this.error = error;
    this.result = result;
    this.maybeFinish();
  }

  dataVisibleNow(): void {
    this.dataVisible = true;
    this.maybeFinish();
  }

  /** Ends the call with an error at once (no `updated` will come). */
  fail(error: MeteorError): void {
    this.gotResult = true;
    this.dataVisible = true;
    this.error = error;
    this.maybeFinish();
  }

  private maybeFinish(): void {
    if (this.finished || !this.gotResult || !this.dataVisible) return;
    this.finished = true;
    this.onFinished(this);
    this.callback(this.error, this.result);
  }
}

interface Block {
  wait: boolean;
  methods: MethodInvoker[];
}

export class MethodQueue {
  private blocks: Block[] = [];
  private readonly byId = new Map<string, MethodInvoker>();

  constructor(
    private readonly sendMessage: (invoker: MethodInvoker) => void,
    private readonly canSend: () => boolean,
  ) {}

  get(id: string): MethodInvoker | undefined {
    return this.byId.get(id);
  }

  all(): MethodInvoker[] {
    return [...this.byId.values()];
  }

  add(invoker: MethodInvoker): void {
    this.byId.set(invoker.methodId, invoker);
    const last = this.blocks[this.blocks.length - 1];
    if (!invoker.wait && last && !last.wait) last.methods.push(invoker);
    else this.blocks.push({ wait: invoker.wait, methods: [invoker] });
    if (this.blocks[0]!.methods.includes(invoker) && this.canSend()) this.send(invoker);
  }

  /** Called by an invoker when it finished: drop it and, if its block is done, send the next. */
  finished(invoker: MethodInvoker): void {
    this.byId.delete(invoker.methodId);
    const block = this.blocks.find((b) => b.methods.includes(invoker));
    if (!block) return;
    block.methods.splice(block.methods.indexOf(invoker), 1);
    if (block.methods.length > 0) return;
    this.blocks.splice(this.blocks.indexOf(block), 1);
    this.sendFirstBlock();
  }

  /** Sends the methods of the first block that were not sent on this socket yet. */
  sendFirstBlock(): void {
    if (!this.canSend()) return;
    for (const invoker of this.blocks[0]?.methods ?? []) {
      if (!invoker.sentMessage && !invoker.gotResult) this.send(invoker);
    }
  }

  /**
   * After a reconnect: sent-but-unanswered `noRetry` calls fail, the rest become unsent again.
   * The blocks are set aside so methods queued by `onReconnect` go first; `restore` appends them.
   */
  takeForReconnect(failNoRetry: (invoker: MethodInvoker) => void): Block[] {
    const old = this.blocks;
    this.blocks = [];
    for (const block of old) {
      for (const invoker of [...block.methods]) {
        if (invoker.sentMessage && !invoker.gotResult && invoker.noRetry) {
          block.methods.splice(block.methods.indexOf(invoker), 1);
          this.byId.delete(invoker.methodId);
          failNoRetry(invoker);
          continue;
        }
        invoker.sentMessage = false;
      }
    }
    return old.filter((block) => block.methods.length > 0);
  }

  restore(old: Block[]): void {
    for (const block of old) {
      const last = this.blocks[this.blocks.length - 1];
      if (last && !last.wait && !block.wait) last.methods.push(...block.methods);
      else this.blocks.push(block);
    }
  }

  private send(invoker: MethodInvoker): void {
    invoker.sentMessage = true;
    this.sendMessage(invoker);
  }
}
