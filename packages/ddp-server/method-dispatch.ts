// Meteor's `method` protocol handler: validates the message, runs the handler with a fresh
// MethodInvocation as DDP._CurrentMethodInvocation and a fresh WriteFence as the current fence,
// then arms the fence and, once every write the method made has reached this client, sends
// `updated` followed by `result` (result omitted when the method returned undefined; errors
// sanitised per Meteor.Error rules). Unknown methods get a 404 result and still an `updated`.
// Left out: nothing.
import { MethodInvocation } from '../ddp-common/method-invocation';
import { MeteorError } from '../meteor/errors';
import { type ConnectionHandle, currentMethodInvocation } from './current-invocation';
import { wrapInternalException } from './error-sanitize';
import type { MethodHandler } from './publication-types';
import { WriteFence } from './write-fence';

/** What running a method needs from its session. */
export interface MethodHost {
  readonly id: string;
  readonly userId: string | null;
  readonly connectionHandle: ConnectionHandle;
  findMethod(name: string): MethodHandler | undefined;
  checkRateLimit(type: 'method', name: string): MeteorError | null;
  setUserId(userId: string | null): Promise<void>;
  send(message: Record<string, unknown>): void;
  sendError(reason: string, offendingMessage?: unknown): void;
}

function isMethodMessage(
  msg: Record<string, unknown>,
): msg is { msg: 'method'; id: string; method: string; params?: unknown[]; randomSeed?: string } {
  return (
    typeof msg.id === 'string' &&
    typeof msg.method === 'string' &&
    (msg.params === undefined || Array.isArray(msg.params)) &&
    (msg.randomSeed === undefined || typeof msg.randomSeed === 'string')
  );
}

export async function dispatchMethod(host: MethodHost, msg: Record<string, unknown>, unblock: () => void): Promise<void> {
  if (!isMethodMessage(msg)) {
    host.sendError('Malformed method invocation', msg);
    return;
  }
  const { id, method: name } = msg;
  const fence = new WriteFence();
  const handler = host.findMethod(name);
  if (!handler) {
    sendResult(host, id, { ok: false, error: new MeteorError(404, `Method '${name}' not found`) });
    await fence.arm();
    host.send({ msg: 'updated', methods: [id] });
    return;
  }
  const refusal = host.checkRateLimit('method', name);
  if (refusal) {
    // Meteor arms the fence first here, so `updated` precedes the refusal.
    await fence.arm();
    host.send({ msg: 'updated', methods: [id] });
    sendResult(host, id, { ok: false, error: refusal });
    return;
  }

  const invocation = new MethodInvocation({
    name,
    isSimulation: false,
    userId: host.userId,
    connection: host.connectionHandle,
    randomSeed: msg.randomSeed ?? null,
    unblock,
    setUserId: (userId) => host.setUserId(userId),
  });
  const params = msg.params ?? [];
  let outcome: Outcome;
  try {
    const result = await WriteFence.run(fence, () =>
      currentMethodInvocation.run(invocation, () => handler.apply(invocation, params)),
    );
    outcome = { ok: true, result };
  } catch (error) {
    outcome = { ok: false, error: wrapInternalException(error, `while invoking method '${name}'`) };
  }
  // `updated` promises the client that the method's writes are visible: wait for the fence.
  await fence.arm();
  host.send({ msg: 'updated', methods: [id] });
  sendResult(host, id, outcome);
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: MeteorError };

function sendResult(host: MethodHost, id: string, outcome: Outcome): void {
  if (!outcome.ok) {
    host.send({ msg: 'result', id, error: outcome.error.toWire() });
    return;
  }
  const message: Record<string, unknown> = { msg: 'result', id };
  if (outcome.result !== undefined) message.result = outcome.result;
  try {
    host.send(message);
  } catch (error) {
    // A result EJSON cannot encode (a function, a cycle) must not leave the client waiting.
    const wrapped = wrapInternalException(error, `while sending the result of method call ${id}`);
    host.send({ msg: 'result', id, error: wrapped.toWire() });
  }
}
