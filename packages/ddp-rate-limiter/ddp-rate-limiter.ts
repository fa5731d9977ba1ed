// Meteor's `DDPRateLimiter`: `addRule(matcher, numRequests, timeInterval, callback?)`,
// `removeRule`, `setErrorMessage`, `setErrorMessageOnRule`, `getErrorMessage`, and the counting
// the DDP server does for every method call and subscription (increment first, then check). A
// refused call gets `Meteor.Error('too-many-requests', <message>, {timeToReset})`.
// Left out: nothing of the public API; the window semantics are documented in rate-limiter.ts.
import { MeteorError } from '../meteor/errors';
import {
  type Clock,
  RateLimiter,
  type RateLimitInput,
  type RateLimitMatcher,
  type RateLimitResult,
  type RuleCallback,
  type RuleFilter,
} from './rate-limiter';

export type ErrorMessage = string | ((result: RateLimitResult) => string);

export function defaultErrorMessage(result: RateLimitResult): string {
  const seconds = Math.ceil(result.timeToReset / 1000);
  return `Error, too many requests. Please slow down. You must wait ${seconds} seconds before trying again.`;
}

export class DDPRateLimiterClass {
  private readonly limiter: RateLimiter;
  private errorMessage: ErrorMessage = defaultErrorMessage;
  private readonly ruleMessages = new Map<string, ErrorMessage>();

  constructor(options: { now?: Clock } = {}) {
    this.limiter = new RateLimiter(options);
  }

  addRule(matcher: RateLimitMatcher, numRequests: number, timeInterval: number, callback?: RuleCallback): string {
    return this.limiter.addRule(matcher, numRequests, timeInterval, callback);
  }

  removeRule(ruleId: string): boolean {
    this.ruleMessages.delete(ruleId);
    return this.limiter.removeRule(ruleId);
  }

  setErrorMessage(message: ErrorMessage): void {
    this.errorMessage = message;
  }

  setErrorMessageOnRule(ruleId: string, message: ErrorMessage): void {
    this.ruleMessages.set(ruleId, message);
  }

  /** The message for a refused call: the deciding rule's own message, else the global one. */
  getErrorMessage(result: RateLimitResult): string {
    const message = (result.ruleId !== undefined && this.ruleMessages.get(result.ruleId)) || this.errorMessage;
    return typeof message === 'function' ? message(result) : message;
  }

  increment(input: RateLimitInput, skip?: RuleFilter): void {
    this.limiter.increment(input, skip);
  }

  check(input: RateLimitInput, skip?: RuleFilter): RateLimitResult {
    return this.limiter.check(input, skip);
  }

  /**
   * What the DDP server does per method call or `sub`: count it, then judge it. Returns the
   * error to answer with (method `result` error or `nosub` error), or null when allowed.
   * Rules `skip` names neither count nor judge this call.
   */
  consume(input: RateLimitInput, skip?: RuleFilter): MeteorError | null {
    this.increment(input, skip);
    const result = this.check(input, skip);
    return result.allowed ? null : this.errorFor(result);
  }

  errorFor(result: RateLimitResult): MeteorError {
    return new MeteorError('too-many-requests', this.getErrorMessage(result), { timeToReset: result.timeToReset });
  }
}
