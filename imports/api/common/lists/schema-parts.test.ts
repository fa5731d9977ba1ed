import { describe, expect, it } from 'vitest';
import { createSchema, freeObject } from './schema-fields';
import { languageEntrySchema, rateRangeSchema } from './schema-parts';

function messages(schema: ReturnType<typeof createSchema>, doc: Record<string, unknown>): string[] {
  const context = schema.newContext();
  context.validate(doc);
  return context.validationErrors().map((error) => context.keyErrorMessage(error.name));
}

describe('shared schema parts', () => {
  it('accepts a rate range given as "from", "up to", a full range or "on request"', () => {
    for (const rate of [
      { onRequest: false, min: 80, currency: 'EUR', unit: 'hour' },
      { onRequest: false, max: 700, currency: 'EUR', unit: 'day' },
      { onRequest: false, min: 1_200_000, max: 1_600_000, currency: 'HUF', unit: 'month' },
      { onRequest: true },
    ]) {
      expect(messages(rateRangeSchema, rate)).toEqual([]);
    }
  });

  it('explains an inverted rate range in words a form can show', () => {
    expect(messages(rateRangeSchema, { onRequest: false, min: 100, max: 90, currency: 'EUR', unit: 'hour' })).toEqual([
      'Maximum rate must not be lower than the minimum',
    ]);
  });

  it('accepts a listed language, and another language only when named', () => {
    expect(messages(languageEntrySchema, { language: 'de', level: 'C1' })).toEqual([]);
    expect(messages(languageEntrySchema, { language: 'other', language2: 'Ukrainian', level: 'native' })).toEqual([]);
    expect(messages(languageEntrySchema, { language: 'other', level: 'native' })).toEqual(['Other language is required']);
    expect(messages(languageEntrySchema, { language: 'klingon', level: 'C1' })).toEqual(['Language is not an allowed value']);
  });

  it('keeps free-form objects to plain data with readable errors', () => {
    const schema = createSchema({ form: freeObject(1000) });
    expect(messages(schema, { form: { answers: ['yes', 2, true, null, new Date()] } })).toEqual([]);
    expect(messages(schema, { form: { $where: 'sleep(1000)' } })).toEqual(['Form must not contain keys that start with $ or contain dots']);
    expect(messages(schema, { form: { big: 'x'.repeat(2000) } })).toEqual(['Form is too large']);
  });
});
