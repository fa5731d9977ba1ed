// `meteor/ddp-rate-limiter`: the process-wide `DDPRateLimiter` the DDP server consults for every
// method call and subscription, the accounts rules, and the per-account failed-login counter.
// Server-only in Meteor too; the shared instance reads the clock at each call (fake timers work).
import { addDefaultAccountsRules as addAccountsRules, type AccountsRuleIds } from './accounts-rules';
import { DDPRateLimiterClass } from './ddp-rate-limiter';
import { FailedLoginCounter } from './failed-logins';

export { DDPRateLimiterClass, defaultErrorMessage, type ErrorMessage } from './ddp-rate-limiter';
export {
  RateLimiter,
  type Clock,
  type MatcherField,
  type RateLimitInput,
  type RateLimitMatcher,
  type RateLimitResult,
  type RuleCallback,
  type RuleFilter,
} from './rate-limiter';
export {
  ACCOUNTS_PER_ADDRESS_RULE,
  ACCOUNTS_RATE_LIMITED_METHODS,
  DEFAULT_ACCOUNTS_RULE,
  removeDefaultAccountsRules,
  type AccountsRuleIds,
} from './accounts-rules';
export {
  DEFAULT_FAILED_LOGIN_WINDOW_MS,
  DEFAULT_MAX_FAILED_LOGINS,
  FailedLoginCounter,
  type FailedLoginOptions,
} from './failed-logins';

export const DDPRateLimiter = new DDPRateLimiterClass();

/** Adds Meteor's default accounts rule and the per-address rule to the shared limiter. */
export function addDefaultAccountsRules(limiter: DDPRateLimiterClass = DDPRateLimiter): AccountsRuleIds {
  return addAccountsRules(limiter);
}

export const failedLogins = new FailedLoginCounter();

export function recordFailedLogin(accountKey: string): void {
  failedLogins.recordFailedLogin(accountKey);
}

export function isAccountLocked(accountKey: string): boolean {
  return failedLogins.isAccountLocked(accountKey);
}
