// Meteor's default accounts rate limit, wired explicitly: the DDP server consults
// `DDPRateLimiter` for every method call and subscription, with the accounts rules (5 calls of
// login/createUser/resetPassword/forgotPassword per connection per 10 s, plus a per-address rule
// a new socket cannot reset). Meteor adds its rule when accounts-base loads; here the server
// entry calls `installAccountsRateLimits()`, so test suites that log in many times are not
// throttled by accident. Calling it twice installs nothing more. It also turns on the password
// guessing defence (login-throttle.ts: 10 password attempts per address per minute, a growing
// delay per account) and the account mail limits (mail-limits.ts: password and verification mails,
// each 3 per recipient and 10 per client address an hour, 20 invitations per inviting company a
// day). Resume logins are left out of the per-address rule and only their failures are limited
// (resume-limit.ts), so a reconnect storm behind one address is let through. Left out: nothing.
import { ddpServer } from '../ddp-server/index';
import { type AccountsRuleIds, DDPRateLimiter, addDefaultAccountsRules, removeDefaultAccountsRules } from '../ddp-rate-limiter/index';
import type { RateLimitInput } from '../ddp-server/publication-types';
import { LoginThrottle, loginThrottle, setLoginThrottle } from './login-throttle';
import { AccountMailLimits, accountMailLimits, newVerificationMailLimits, setAccountMailLimits, setVerificationMailLimits, verificationMailLimits } from './mail-limits';
import { failedResumeLimit, isResumeLogin, newFailedResumeLimit, refusedResume, setFailedResumeLimit } from './resume-limit';

let installed: AccountsRuleIds | null = null;

function consume(input: RateLimitInput, params: readonly unknown[]) {
  if (!isResumeLogin(input, params)) return DDPRateLimiter.consume(input);
  return refusedResume(input.clientAddress) ?? DDPRateLimiter.consume(input, (ruleId) => ruleId === installed?.perClientAddress);
}

export function installAccountsRateLimits(): { uninstall(): void } {
  ddpServer.setRateLimiter(consume);
  installed ??= addDefaultAccountsRules();
  if (!failedResumeLimit()) setFailedResumeLimit(newFailedResumeLimit());
  if (!loginThrottle()) setLoginThrottle(new LoginThrottle());
  if (!accountMailLimits()) setAccountMailLimits(new AccountMailLimits());
  if (!verificationMailLimits()) setVerificationMailLimits(newVerificationMailLimits());
  return { uninstall: removeDefaultRateLimit };
}

/** Meteor's `Accounts.removeDefaultRateLimit()`: drops the accounts rules (the limiter stays). */
export function removeDefaultRateLimit(): boolean {
  setLoginThrottle(null);
  setFailedResumeLimit(null);
  setAccountMailLimits(null);
  setVerificationMailLimits(null);
  if (!installed) return false;
  removeDefaultAccountsRules(DDPRateLimiter, installed);
  installed = null;
  return true;
}
