import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { projectSchema, publicProjectFields } from './schema';
import { sapProject } from './samples.testkit';

describeSchemaContract('projects', projectSchema, {
  valid: sapProject,
  required: 'title',
  tooLong: 'description',
  wrongEnum: 'languages.0.minLevel',
  operator: 'summary',
});

describe('projects schema: structured project', () => {
  it('still accepts the first-cut project the list page shows (country given as its code)', () => {
    const firstCut = { title: 'Kubernetes platform engineer', urlName: 'kubernetes-platform-engineer', status: 'open', summary: 'Run clusters.', city: 'Vienna', country: 'AT', remotePercent: 50, publishedAt: new Date() };
    expect(invalidKeys(projectSchema, firstCut)).toEqual([]);
  });

  it('accepts a rate "on request" without amounts', () => {
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'rate', { onRequest: true }))).toEqual([]);
  });

  it('refuses a stated rate without an amount, currency or unit, and a maximum below the minimum', () => {
    const keys = invalidKeys(projectSchema, withValue(sapProject(), 'rate', { onRequest: false }));
    expect(keys).toEqual(expect.arrayContaining(['rate.min', 'rate.currency', 'rate.unit']));
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'rate.max', 80))).toContain('rate.max');
  });

  it('refuses a start both ASAP and on a date', () => {
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'startAsap', true))).toContain('startDate');
  });

  it('refuses a remote share over 100 % and a continent that does not match the country', () => {
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'remotePercent', 120))).toContain('remotePercent');
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'continent', 'NOAM'))).toContain('continent');
  });

  it('refuses the same language required twice', () => {
    const twice = withValue(sapProject(), 'languages', [
      { language: 'de', minLevel: 'C1' },
      { language: 'de', minLevel: 'B2' },
    ]);
    expect(invalidKeys(projectSchema, twice)).toContain('languages');
  });

  it('refuses a malformed reference number', () => {
    expect(invalidKeys(projectSchema, withValue(sapProject(), 'referenceNumber', '142'))).toContain('referenceNumber');
  });

  it('keeps the confidential client name out of what the public sees', () => {
    expect(Object.keys(publicProjectFields)).not.toContain('clientName');
    expect(Object.keys(publicProjectFields)).toEqual(expect.arrayContaining(['title', 'city', 'country', 'remotePercent', 'rate', 'languages']));
  });
});
