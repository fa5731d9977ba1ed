// Meteor's `method` protocol handler: validates the message, runs the handler with a fresh
// MethodInvocation as DDP._CurrentMethodInvocation and a fresh WriteFence as the current fence,
// then arms the fence and, once every write the method made has reached this client, sends
// `updated` followed by `result` (result omitted when the method returned undefined; errors
// sanitised per Meteor.Error rules). Unknown methods get a 404 result and still an `updated`;
// arguments holding a prototype key (ddp-common/forbidden-keys) a 400, and the method never runs.
// Left out: nothing.
import { forbiddenKeyReason } from '../ddp-common/forbidden-keys';
import { MethodInvocation } from '../ddp-common/method-invocation';
import { REFUSED_ARGUMENTS } from '../ddp-common/wire';
import { MeteorError } from '../meteor/errors';
import { type ConnectionHandle, currentMethodInvocation } from './current-invocation';
import { wrapInternalException } from './error-sanitize';
import { methodFinished } from './method-events';
import type { MethodHandler } from './publication-types';
import { WriteFence } from './write-fence';

/** What running a method needs from its session. */
export interface MethodHost {
  readonly id: string;
  readonly userId: string | null;
  readonly connectionHandle: ConnectionHandle;
  findMethod(name: string): MethodHandler | undefined;
  checkRateLimit(type: 'method', name: string, params: readonly unknown[]): MeteorError | null;
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

/**
 * Runs one `method` message; the promise settles once `updated` and `result` went out. When the
 * fence fires as it is armed (nothing outstanding) they go out at once, without the extra
 * promise round trip `await fence.arm()` cost on every call.
 */
export function dispatchMethod(host: MethodHost, msg: Record<string, unknown>, unblock: () => void): Promise<void> | void {
  if (!isMethodMessage(msg)) {
    host.sendError('Malformed method invocation', msg);
    return;
  }
  const { id, method: name } = msg;
  const fence = new WriteFence();
  const handler = host.findMethod(name);
  const call: MethodCall = { id, name: handler ? name : null, startedAt: performance.now() };
  if (!handler) {
    sendResult(host, call, { ok: false, error: new MeteorError(404, `Method '${name}' not found`) });
    return afterFence(fence, () => sendUpdated(host, id));
  }
  const refusedKey = (msg as { [REFUSED_ARGUMENTS]?: string })[REFUSED_ARGUMENTS];
  if (refusedKey !== undefined) {
    sendResult(host, call, { ok: false, error: new MeteorError(400, forbiddenKeyReason(refusedKey)) });
    return afterFence(fence, () => sendUpdated(host, id));
  }
  const refusal = host.checkRateLimit('method', name, msg.params ?? []);
  if (refusal) {
    // Meteor arms the fence first here, so `updated` precedes the refusal.
    return afterFence(fence, () => {
      sendUpdated(host, id);
      sendResult(host, call, { ok: false, error: refusal });
    });
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
  let result: unknown;
  try {
    result = WriteFence.run(fence, () => currentMethodInvocation.run(invocation, () => handler.apply(invocation, params)));
  } catch (error) {
    return finish(host, call, fence, failure(error, name, host));
  }
  // Even a synchronous result waits one microtask before the fence is armed, as `await` did:
  // a write the method started without awaiting it gets that long to join the fence.
  return Promise.resolve(result).then(
    (value) => finish(host, call, fence, { ok: true, result: value }),
    (error: unknown) => finish(host, call, fence, failure(error, name, host)),
  );
}

function failure(error: unknown, name: string, host: MethodHost): Outcome {
  return { ok: false, error: wrapInternalException(error, `while invoking method '${name}'`, { sessionId: host.id, method: name }) };
}

/** `updated` promises the client that the method's writes are visible: it waits for the fence. */
function finish(host: MethodHost, call: MethodCall, fence: WriteFence, outcome: Outcome): Promise<void> | void {
  return afterFence(fence, () => {
    sendUpdated(host, call.id);
    sendResult(host, call, outcome);
  });
}

/** Runs `then` once the armed fence fired: at once when nothing is outstanding. */
function afterFence(fence: WriteFence, then: () => void): Promise<void> | void {
  if (fence.armNow()) {
    then();
    return;
  }
  return fence.arm().then(then);
}

function sendUpdated(host: MethodHost, id: string): void {
  host.send({ msg: 'updated', methods: [id] });
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: MeteorError };

/** One call's message id, its registered name (null: none) and its start (method-events.ts). */
interface MethodCall {
  id: string;
  name: string | null;
  startedAt: number;
}

function sendResult(host: MethodHost, call: MethodCall, outcome: Outcome): void {
  const { id } = call;
  if (!outcome.ok) {
    host.send({ msg: 'result', id, error: outcome.error.toWire() });
    reportCall(host, call, outcome.error.error);
    return;
  }
  const message: Record<string, unknown> = { msg: 'result', id };
  if (outcome.result !== undefined) message.result = outcome.result;
  try {
    host.send(message);
    reportCall(host, call, null);
  } catch (error) {
    // A result EJSON cannot encode (a function, a cycle) must not leave the client waiting.
    const wrapped = wrapInternalException(error, `while sending the result of method call ${id}`, { sessionId: host.id, method: call.name });
    host.send({ msg: 'result', id, error: wrapped.toWire() });
    reportCall(host, call, wrapped.error);
  }
}

function reportCall(host: MethodHost, call: MethodCall, error: string | number | null): void {
  methodFinished({ sessionId: host.id, method: call.name, durationMs: performance.now() - call.startedAt, error });
}
