// Handler types shared by the server, the session and the Meteor facade. Parameters are declared
// with method syntax so app handlers may name their argument types (`(projectId: string) => …`);
// the runtime passes whatever EJSON the client sent, and handlers validate it (DESIGN.md §3).
import type { MethodInvocation } from '../ddp-common/method-invocation';
import type { MeteorError } from '../meteor/errors';
import type { Subscription } from './subscription';

export type MethodHandler = {
  bivarianceHack(this: MethodInvocation, ...args: unknown[]): unknown;
}['bivarianceHack'];

export type PublishHandler = {
  bivarianceHack(this: Subscription, ...args: unknown[]): unknown;
}['bivarianceHack'];

/** What the DDP server tells DDPRateLimiter about one method call or subscription. */
export interface RateLimitInput {
  type: 'method' | 'subscription';
  name: string;
  userId: string | null;
  connectionId: string;
  clientAddress: string | null;
}

/**
 * Counts one call and judges it: null lets it run, an error (DDPRateLimiter's
 * 'too-many-requests') is sent instead. `params` are the call's arguments, for limits that
 * depend on what is asked (a resume login is no password guess); DDPRateLimiter's rules never
 * see them, as in Meteor.
 */
export type RateLimiter = (input: RateLimitInput, params: readonly unknown[]) => MeteorError | null;
