// Meteor's default accounts rate limit (`Accounts.addDefaultRateLimit`): the methods `login`,
// `createUser`, `resetPassword` and `forgotPassword` are limited to 5 calls per 10 s per
// connection. Because a fresh socket gets a fresh connection id, we add a second rule Meteor does
// not have: the same methods per client address (20 per 10 s), which a new socket cannot reset.
// Resume logins skip that second rule (accounts-base/resume-limit.ts limits their failures).
// Per-account failed logins are counted separately (failed-logins.ts).
// Left out: a limit for other methods and subscriptions (app policy, added where the app starts).
import type { DDPRateLimiterClass } from './ddp-rate-limiter';

export const ACCOUNTS_RATE_LIMITED_METHODS: readonly string[] = ['login', 'createUser', 'resetPassword', 'forgotPassword'];

export const DEFAULT_ACCOUNTS_RULE = { numRequests: 5, intervalMs: 10_000 } as const;
export const ACCOUNTS_PER_ADDRESS_RULE = { numRequests: 20, intervalMs: 10_000 } as const;

export interface AccountsRuleIds {
  perConnection: string;
  perClientAddress: string;
}

const isAccountsMethod = (name: string): boolean => ACCOUNTS_RATE_LIMITED_METHODS.includes(name);
const any = (): boolean => true;

/** Adds both rules and returns their ids (for `removeDefaultAccountsRules`). */
export function addDefaultAccountsRules(limiter: DDPRateLimiterClass): AccountsRuleIds {
  const perConnection = limiter.addRule(
    { userId: null, clientAddress: null, type: 'method', name: isAccountsMethod, connectionId: any },
    DEFAULT_ACCOUNTS_RULE.numRequests,
    DEFAULT_ACCOUNTS_RULE.intervalMs,
  );
  // Keyed by (address, method): the matcher model makes every restricted field part of the key.
  const perClientAddress = limiter.addRule(
    { type: 'method', name: isAccountsMethod, clientAddress: any },
    ACCOUNTS_PER_ADDRESS_RULE.numRequests,
    ACCOUNTS_PER_ADDRESS_RULE.intervalMs,
  );
  return { perConnection, perClientAddress };
}

export function removeDefaultAccountsRules(limiter: DDPRateLimiterClass, ids: AccountsRuleIds): void {
  limiter.removeRule(ids.perConnection);
  limiter.removeRule(ids.perClientAddress);
}
