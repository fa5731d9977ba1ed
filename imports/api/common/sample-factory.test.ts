import { describe, expect, it } from 'vitest';
import { sampleFactory } from './sample-factory.testkit';

describe('sampleFactory', () => {
  const sample = sampleFactory({ name: 'Jana', rate: { amount: 90 }, from: new Date('2026-05-01T00:00:00Z') });

  it('hands each call a deep copy, so one test changing its copy leaves the next one alone', () => {
    const first = sample();
    first.rate.amount = 1;
    expect(sample().rate.amount).toBe(90);
    expect(sample().from).toEqual(new Date('2026-05-01T00:00:00Z'));
  });

  it('lays overrides over the sample', () => {
    expect(sample({ name: 'Petr' })).toMatchObject({ name: 'Petr', rate: { amount: 90 } });
  });
});
