import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './rate-limit-text';

const limited = (timeToReset?: number) => ({ error: 'too-many-requests', reason: 'Error, too many requests.', details: { timeToReset } });

describe('rateLimitMessage', () => {
  it('says how long to wait in the largest whole unit, rounded up', () => {
    expect(rateLimitMessage(limited(3_600_000))).toBe('Too many attempts. Please try again in 1 hour.');
    expect(rateLimitMessage(limited(3_600_001))).toBe('Too many attempts. Please try again in 2 hours.');
    expect(rateLimitMessage(limited(25 * 60_000 - 5))).toBe('Too many attempts. Please try again in 25 minutes.');
    expect(rateLimitMessage(limited(60_000))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitMessage(limited(1_200))).toBe('Too many attempts. Please try again in 2 seconds.');
  });

  it('says "later" without a wait, and nothing for other errors', () => {
    expect(rateLimitMessage(limited())).toBe('Too many attempts. Please try again later.');
    expect(rateLimitMessage({ error: 403, reason: 'Something bad' })).toBeNull();
    expect(rateLimitMessage(null)).toBeNull();
  });
});
