// The verification-mail budget: its own env names (the password mails' are untouched), and
// `tryTake`, which answers the too-many-requests error instead of throwing it so a caller can keep
// its answer the same past the limit.
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMailLimits, newVerificationMailLimits } from './mail-limits';

const saved = { ...process.env };

afterEach(() => {
  for (const name of ['VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR', 'VERIFICATION_MAILS_PER_CLIENT_PER_HOUR', 'ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('verification mail limits', () => {
  it('reads VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR and VERIFICATION_MAILS_PER_CLIENT_PER_HOUR, 3 and 10 by default', () => {
    const now = 1_000_000;
    const defaults = newVerificationMailLimits({ now: () => now });
    const taken = [1, 2, 3, 4].map(() => defaults.tryTake('Ana@Example.com', '10.0.0.1'));
    expect(taken.slice(0, 3)).toEqual([null, null, null]);
    expect(taken[3]).toMatchObject({ error: 'too-many-requests', details: { timeToReset: 3_600_000 } });

    process.env.VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR = '1';
    process.env.VERIFICATION_MAILS_PER_CLIENT_PER_HOUR = '2';
    process.env.ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = '50';
    const configured = newVerificationMailLimits({ now: () => now });
    expect(configured.tryTake('a@example.com', '10.0.0.2')).toBeNull();
    expect(configured.tryTake('A@example.com', '10.0.0.3')).toMatchObject({ error: 'too-many-requests' });
    expect(configured.tryTake('b@example.com', '10.0.0.2')).toBeNull();
    expect(configured.tryTake('c@example.com', '10.0.0.2')).toMatchObject({ error: 'too-many-requests' });
    // The password mails keep their own names.
    const password = new AccountMailLimits({ now: () => now });
    for (let count = 0; count < 10; count += 1) password.take('a@example.com', `10.0.1.${count}`);
  });
});
