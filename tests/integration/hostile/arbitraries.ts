// fast-check arbitraries for hostile DDP input: raw frames, EJSON values (deep, wide, `$` and
// prototype keys, huge strings, binary, dates, unknown custom types), arguments generated from a
// method's own SimpleSchema, and mutations of those arguments into what the schema must refuse.
import fc from 'fast-check';
import SimpleSchema from 'simpl-schema';

const HOSTILE_KEYS = ['$ne', '$gt', '$where', '$regex', '$set', '__proto__', 'constructor', 'prototype', 'a.b', '', 'toString'];

const key = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_KEYS));

/** EJSON on the wire: plain JSON plus $date, $binary, $escape and unknown $type values. */
export const ejsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1e308, '', 'null'),
    fc.string({ maxLength: 40 }),
    fc.integer().map((n) => ({ $date: n })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ $binary: Buffer.from(bytes).toString('base64') })),
    fc.constantFrom({ $binary: '%%%not base64' }, { $date: 'yesterday' }, { $type: 'evil', $value: { $where: 'sleep(1000)' } }, { $InfNaN: 1 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }).map((inner) => ({ $escape: inner })),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Values meant to break limits rather than types. */
export const extremeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 10_000, max: 400_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 25, max: 2_000 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { d: value };
    return value;
  }),
  fc.integer({ min: 1_000, max: 20_000 }).map((width) => Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i]))),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, (_, i) => i)),
);

/** A DDP frame as text: junk, JSON that is no message, and messages with hostile fields. */
export function ddpFrame(methodNames: string[], publicationNames: string[]): fc.Arbitrary<string> {
  const message = fc.record(
    {
      msg: fc.constantFrom('connect', 'method', 'sub', 'unsub', 'ping', 'pong', 'result', 'added', '__proto__', 'nonsense'),
      id: fc.oneof(fc.string({ maxLength: 20 }), ejsonValue),
      method: fc.oneof(fc.constantFrom(...methodNames), fc.string({ maxLength: 20 })),
      name: fc.oneof(fc.constantFrom(...publicationNames), fc.string({ maxLength: 20 })),
      params: fc.oneof(fc.array(ejsonValue, { maxLength: 4 }), ejsonValue),
      version: fc.constantFrom('1', 'pre1', 'pre2', '2', 1),
      randomSeed: ejsonValue,
    },
    { requiredKeys: ['msg'] },
  );
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 4 }),
    message.map((frame) => JSON.stringify(frame)),
    fc.tuple(message, fc.integer({ min: 1, max: 60 })).map(([frame, cut]) => JSON.stringify(frame).slice(0, cut)),
  );
}

type Definition = { type: Array<{ type: unknown; min?: number; max?: number; allowedValues?: unknown[]; blackbox?: boolean }>; optional?: boolean };

function valueFor(schema: SimpleSchema, path: string, depth: number): fc.Arbitrary<unknown> {
  const definition = schema.getDefinition(path) as Definition | undefined;
  const first = definition?.type[0];
  if (!first || depth > 6) return ejsonValue;
  if (first.allowedValues && first.allowedValues.length > 0) return fc.constantFrom(...first.allowedValues);
  const type = first.type;
  if (SimpleSchema.isSimpleSchema(type)) return objectFor(type as SimpleSchema, '', depth + 1);
  const min = typeof first.min === 'number' ? first.min : undefined;
  const max = typeof first.max === 'number' ? first.max : undefined;
  switch (type) {
    case String:
      return fc.string({ minLength: Math.min(min ?? 0, 50), maxLength: Math.min(max ?? 40, 80) });
    case SimpleSchema.Integer:
      return fc.integer({ min: min ?? -1000, max: max ?? 100_000 });
    case Number:
      return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
    case Boolean:
      return fc.boolean();
    case Date:
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    case Array:
      return fc.array(valueFor(schema, `${path}.$`, depth + 1), { maxLength: 3 });
    case Object:
      return first.blackbox ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }) : objectFor(schema, path, depth + 1);
    default:
      return ejsonValue;
  }
}

function objectFor(schema: SimpleSchema, prefix: string, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const keys = schema.objectKeys(prefix);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const child of keys) {
    const full = prefix ? `${prefix}.${child}` : child;
    model[child] = valueFor(schema, full, depth);
    if (!(schema.getDefinition(full) as Definition | undefined)?.optional) required.push(child);
  }
  return fc.record(model, { requiredKeys: required });
}

/** Positional arguments built from a method's parameter schema (keys in order). */
export function argumentsFor(schema: SimpleSchema): fc.Arbitrary<unknown[]> {
  const keys = schema.objectKeys();
  return fc.tuple(...keys.map((name) => valueFor(schema, name, 0)));
}

/** A path into a value and what to put there: the mutation applied to generated arguments. */
export const mutation = fc.record({
  kind: fc.constantFrom('replace', 'addKey', 'extraArgument', 'dropArgument', 'none'),
  pick: fc.nat(),
  value: fc.oneof(ejsonValue, extremeValue, fc.constantFrom({ $ne: null }, { $gt: '' }, [null], { __proto__: { admin: true } })),
  key: fc.constantFrom(...HOSTILE_KEYS, 'unknownField'),
});

function containers(value: unknown, found: Array<Record<string, unknown> | unknown[]> = []): Array<Record<string, unknown> | unknown[]> {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    found.push(value as Record<string, unknown>);
    for (const inner of Object.values(value)) containers(inner, found);
  }
  return found;
}

export type Mutation = { kind: string; pick: number; value: unknown; key: string };

export function mutate(args: unknown[], change: Mutation): unknown[] {
  const copy = structuredClone(args);
  if (change.kind === 'none') return copy;
  if (change.kind === 'extraArgument') return [...copy, change.value];
  if (change.kind === 'dropArgument') return copy.slice(0, Math.max(0, copy.length - 1));
  const targets = containers(copy);
  const target = targets[change.pick % targets.length] as Record<string, unknown>;
  const keys = Object.keys(target);
  if (change.kind === 'addKey' || keys.length === 0) target[change.key] = change.value;
  else target[keys[change.pick % keys.length] as string] = change.value;
  return copy;
}
