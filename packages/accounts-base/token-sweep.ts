// Meteor's token cleanup (`_expireTokens`, `_expirePasswordResetTokens`,
// `_expirePasswordEnrollTokens`), run every 10 minutes: login tokens older than their lifetime are
// pulled (`when` stored as a Date or, in old databases, as a number), expired reset and enroll
// tokens are unset. A connection logged in with a pulled token is logged out at once by the
// token watch (connection-logins.ts). The clock is the accounts clock, so tests move time by
// injecting it and calling `sweepExpiredTokens()`. Left out: Meteor's legacy
// `loginTokensToDelete` processing.
import type { AccountsServer } from './accounts-server';
import { TOKEN_SWEEP_INTERVAL_MS } from './accounts-config';
import { SERVICES_WRITE, users } from './users-collection';
import { Log } from '../logging/server';

function olderThan(field: string, oldest: Date): Record<string, unknown> {
  return { $or: [{ [field]: { $lt: oldest } }, { [field]: { $lt: oldest.getTime() } }] };
}

export async function sweepExpiredTokens(accounts: AccountsServer): Promise<void> {
  const now = accounts.now();
  const multi = { ...SERVICES_WRITE, multi: true };
  if (accounts._config.loginTokensExpire) {
    const oldest = new Date(now - accounts._config.loginLifetimeMs);
    // One pull per stored type: mingo's $pull does not take `$or` conditions.
    for (const limit of [oldest, oldest.getTime()]) {
      await users.updateAsync(
        { 'services.resume.loginTokens.when': { $lt: limit } },
        { $pull: { 'services.resume.loginTokens': { when: { $lt: limit } } } },
        multi,
      );
    }
  }
  const resetOldest = new Date(now - accounts._config.resetLifetimeMs);
  await users.updateAsync(olderThan('services.password.reset.when', resetOldest), { $unset: { 'services.password.reset': 1 } }, multi);
  const enrollOldest = new Date(now - accounts._config.enrollLifetimeMs);
  await users.updateAsync(olderThan('services.password.enroll.when', enrollOldest), { $unset: { 'services.password.enroll': 1 } }, multi);
}

/** The periodic sweep; the timer does not keep the process alive. */
export class TokenSweep {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly accounts: AccountsServer) {}

  start(intervalMs = TOKEN_SWEEP_INTERVAL_MS): void {
    this.stop();
    this.timer = setInterval(() => {
      sweepExpiredTokens(this.accounts).catch((error: unknown) => Log.error('Exception while expiring tokens', { err: error }));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
