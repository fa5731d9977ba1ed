import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { documentTemplateSchema } from './schema';
import { germanNda } from './samples.testkit';

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
