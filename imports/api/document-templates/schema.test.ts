import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { documentTemplateSchema, type DocumentTemplate } from './schema';

function germanNda(): DocumentTemplate & Record<string, unknown> {
  return {
    _id: 'Dt2eM3pL4aT5eN6dA',
    type: 'nda',
    language: 'de',
    title: 'Geheimhaltungsvereinbarung',
    body: '# Geheimhaltungsvereinbarung\n\nzwischen {{company}} ({{companyIdNo}}) und {{userName}} …',
    version: 3,
    active: true,
  };
}

describeSchemaContract('documentTemplates', documentTemplateSchema, {
  valid: germanNda,
  required: 'body',
  tooLong: 'title',
  wrongEnum: 'language',
  operator: 'body',
});

describe('documentTemplates schema', () => {
  it('accepts a long contract body', () => {
    expect(invalidKeys(documentTemplateSchema, withValue(germanNda(), 'body', '§ Clause. '.repeat(15_000)))).toEqual([]);
  });

  it('numbers versions from 1 as whole numbers', () => {
    expect(invalidKeys(documentTemplateSchema, withValue(germanNda(), 'version', 0))).toContain('version');
    expect(invalidKeys(documentTemplateSchema, withValue(germanNda(), 'version', 1.5))).toContain('version');
  });
});
