// Shared checks for every collection schema (used by the *.test.ts files beside the schemas).
// Each check mirrors a real write: the document is validated as sent and again after
// SimpleSchema's clean (what collection2 does before validating), and both must agree.
import type SimpleSchema from 'simpl-schema';
import { describe, expect, it } from 'vitest';

export interface SchemaContract {
  /** Builds a fresh realistic document each call. */
  valid: () => Record<string, unknown>;
  /** Dotted path of a required field. */
  required: string;
  /** Dotted path of a length-bounded string field. */
  tooLong: string;
  /** Dotted path of a select-list field. */
  wrongEnum: string;
  /** Dotted path of an e-mail field, when the collection has one. */
  email?: string;
  /** Dotted path of a string field that must not accept a Mongo operator object. */
  operator: string;
}

/** Invalid keys of a document, as sent and after cleaning (duplicates removed). */
export function invalidKeys(schema: SimpleSchema, doc: Record<string, unknown>): string[] {
  const raw = schema.newContext();
  raw.validate(doc);
  const cleaned = schema.newContext();
  cleaned.validate(schema.clean(doc, { mutate: false }) as Record<string, unknown>);
  const names = [...raw.validationErrors(), ...cleaned.validationErrors()].map((error) => error.name);
  return [...new Set(names)];
}

/** Sets (or with `undefined`, removes) the value at a dotted path of a copy-built document. */
export function withValue(doc: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Record<string, unknown> = doc;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return doc;
}

/** Whether `key` or a key inside it was reported (an operator object may be reported by its inner key). */
function reported(keys: string[], key: string): boolean {
  return keys.some((name) => name === key || name.startsWith(`${key}.`));
}

export function describeSchemaContract(name: string, schema: SimpleSchema, contract: SchemaContract): void {
  describe(`${name} schema contract`, () => {
    it('accepts a realistic document as sent and after cleaning', () => {
      expect(invalidKeys(schema, contract.valid())).toEqual([]);
    });

    it(`refuses a document without the required ${contract.required}`, () => {
      const keys = invalidKeys(schema, withValue(contract.valid(), contract.required, undefined));
      expect(keys).toContain(contract.required);
    });

    it(`refuses an over-long ${contract.tooLong}`, () => {
      const keys = invalidKeys(schema, withValue(contract.valid(), contract.tooLong, 'x'.repeat(200_001)));
      expect(keys).toContain(contract.tooLong);
    });

    it(`refuses a value outside the list for ${contract.wrongEnum}`, () => {
      const keys = invalidKeys(schema, withValue(contract.valid(), contract.wrongEnum, 'not-a-list-value'));
      expect(keys).toContain(contract.wrongEnum);
    });

    if (contract.email !== undefined) {
      const emailPath = contract.email;
      it(`refuses an e-mail without a top-level domain of two letters in ${emailPath}`, () => {
        for (const address of ['anna@localhost', 'anna@firma.c', 'anna.firma.cz']) {
          expect(invalidKeys(schema, withValue(contract.valid(), emailPath, address))).toContain(emailPath);
        }
      });
    }

    it(`refuses a Mongo operator object in ${contract.operator}`, () => {
      const keys = invalidKeys(schema, withValue(contract.valid(), contract.operator, { $ne: null }));
      expect(reported(keys, contract.operator)).toBe(true);
    });

    it(`refuses a Mongo operator object in ${contract.operator} through an update`, () => {
      const update = schema.newContext();
      update.validate({ $set: { [contract.operator]: { $ne: null } } }, { modifier: true });
      expect(reported(update.validationErrors().map((error) => error.name), contract.operator)).toBe(true);
    });

    it('refuses keys the schema does not know', () => {
      const raw = schema.newContext();
      raw.validate({ ...contract.valid(), isAdmin: true });
      expect(raw.validationErrors().map((error) => error.name)).toContain('isAdmin');
    });
  });
}
