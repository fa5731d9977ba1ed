// Argument validation every method and publication goes through: hostile shapes are refused with
// 400 INVALID naming the offending path, before any schema or query sees them.
import SimpleSchema from 'simpl-schema';
import { describe, expect, it } from 'vitest';
import { validateParams } from './validate-params';

const schema = new SimpleSchema({
  userId: { type: String },
  roles: { type: Array, optional: true },
  'roles.$': { type: String },
  filters: { type: Object, optional: true },
  'filters.text': { type: String, optional: true },
});

function invalidDetails(run: () => unknown): Array<{ name: string; type: string }> {
  try {
    run();
  } catch (error) {
    const e = error as { error: unknown; reason: unknown; details: string };
    expect(e.error).toBe(400);
    expect(e.reason).toBe('INVALID');
    return JSON.parse(e.details) as Array<{ name: string; type: string }>;
  }
  throw new Error('expected the arguments to be refused');
}

describe('validateParams', () => {
  it('maps positional arguments onto the schema keys in order', () => {
    expect(validateParams(schema, ['u1', ['admin']])).toEqual({ userId: 'u1', roles: ['admin'] });
  });

  it('lets a null stand for an omitted optional positional argument', () => {
    expect(validateParams(schema, ['u1', null, { text: 'java' }])).toMatchObject({ userId: 'u1', filters: { text: 'java' } });
  });

  it('refuses a null inside an array, which would otherwise wipe a list such as roles', () => {
    expect(invalidDetails(() => validateParams(schema, ['u1', [null]]))).toEqual([
      expect.objectContaining({ name: '1.0', type: 'nullInArray' }),
    ]);
  });

  it('refuses operator, dotted and prototype keys anywhere in the arguments', () => {
    expect(invalidDetails(() => validateParams(schema, [{ $ne: null }]))[0]).toMatchObject({ name: '0.$ne' });
    expect(invalidDetails(() => validateParams(schema, ['u1', null, { 'text.x': 'a' }]))[0]).toMatchObject({ name: '2.text.x' });
    const withConstructor = JSON.parse('{"constructor": {"x": 1}}') as unknown;
    expect(invalidDetails(() => validateParams(schema, ['u1', null, withConstructor]))[0]).toMatchObject({ type: 'keyNotInSchema' });
  });

  it('refuses input nested deeper than any schema goes', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 40; level += 1) deep = { text: deep };
    expect(invalidDetails(() => validateParams(schema, ['u1', null, deep]))[0]).toMatchObject({ type: 'tooDeep' });
  });

  it('refuses huge arrays and objects before SimpleSchema, whose cost grows with their square', () => {
    const huge = Array.from({ length: 50_000 }, (_, index) => index);
    expect(invalidDetails(() => validateParams(schema, ['u1', huge]))[0]).toMatchObject({ name: '1', type: 'tooLarge' });
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index]));
    expect(invalidDetails(() => validateParams(schema, ['u1', null, wide]))[0]).toMatchObject({ name: '2', type: 'tooLarge' });
  });

  it('refuses wrong types and surplus arguments', () => {
    expect(invalidDetails(() => validateParams(schema, [42]))[0]).toMatchObject({ name: 'userId', type: 'expectedType' });
    expect(invalidDetails(() => validateParams(schema, ['u1', [], {}, 'extra']))[0]).toMatchObject({ type: 'tooManyArguments' });
  });
});
