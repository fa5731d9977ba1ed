// Meteor's `ddp-server` package: the DDP server singleton (`Meteor.server`), its session, merge
// box, subscriptions and write fence, and `DDPServer` internals under Meteor's names. Left out:
// SockJS transports and publication strategies (see the individual files).
import { addLogContext } from '../logging/server';
import { currentMethodInvocation, currentPublicationInvocation } from './current-invocation';
import { DdpServer } from './ddp-server';
import { registerStandardPublications as registerOn } from './standard-publications';
import { WriteFence } from './write-fence';

export { DdpServer, type DdpServerOptions, type UserIdChangeCallback } from './ddp-server';
export { Session } from './session';
export { Subscription } from './subscription';
export { MergeBox } from './merge-box';
export { SessionCollectionView, type MergeBoxCallbacks } from './session-collection-view';
export { SessionDocumentView } from './session-document-view';
export { WriteFence, type PendingWrite } from './write-fence';
export { wrapInternalException } from './error-sanitize';
export { type AttachOptions, type WebSocketAttachment, DEFAULT_MAX_MESSAGE_BYTES } from './ws-transport';
export type { DdpSocket, SocketRequestInfo } from './socket';
export type { MethodHandler, PublishHandler, RateLimiter, RateLimitInput } from './publication-types';
export {
  type ConnectionHandle,
  type InvocationContext,
  currentMethodInvocation,
  currentPublicationInvocation,
  currentUserId,
} from './current-invocation';
export { type PublishableCursor, type SubscriptionSink, isPublishableCursor } from './publish-contract';
export { onMethodFinished, type MethodCallEvent, type MethodCallListener } from './method-events';
export { clientAddressOf } from './connection-handle';
export { MethodInvocation } from '../ddp-common/method-invocation';
export { limitFromEnv } from '../ddp-common/limit-from-env';

// Every log line written inside a method or a publication names its session.
addLogContext(() => {
  const sessionId = (currentMethodInvocation.getStore() ?? currentPublicationInvocation.getStore())?.connection?.id;
  return sessionId ? { sessionId } : undefined;
});

/** The process's DDP server (Meteor.server). */
export const ddpServer = new DdpServer();

/** Publishes what a stock Meteor client subscribes to by itself (on `ddpServer` by default). */
export function registerStandardPublications(server: DdpServer = ddpServer): void {
  registerOn(server);
}

/** Meteor's `DDPServer` namespace: the current write fence and invocation slots. */
export const DDPServer = {
  _WriteFence: WriteFence,
  _CurrentWriteFence: {
    get: (): WriteFence | undefined => WriteFence.current(),
    withValue: <T>(fence: WriteFence, fn: () => T): T => WriteFence.run(fence, fn),
  },
  _CurrentMethodInvocation: currentMethodInvocation,
  _CurrentPublicationInvocation: currentPublicationInvocation,
};
export { DDP, type EnvironmentVariable } from './ddp-namespace';
