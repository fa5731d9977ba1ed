// The wire's EJSON fast paths must be invisible: for every value they accept, skipping EJSON gives
// the same JSON text (stringify) or the same decoded value (parse); anything EJSON would change
// must be refused so it takes the slow path.
import { describe, expect, it } from 'vitest';
import { EJSON } from './index';
import { hasNoEjsonKeys, isPlainJsonValue } from './plain-json';

function argumentsOf(..._values: unknown[]): unknown {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

class Point {
  constructor(readonly x: number) {}
}

const plain: unknown[] = [
  null,
  'text',
  0,
  -0,
  1.5,
  true,
  [],
  {},
  [1, 'two', null, [3], { four: 4 }],
  { a: 1, b: { c: [1, 2, { d: 'e' }] }, u: undefined },
  [undefined, 1],
  // eslint-disable-next-line no-sparse-arrays
  [1, , 3],
  { date: '$date', text: '{"$date":1}' },
  Object.assign(Object.create(null) as object, { a: 1 }),
  { clone: 1, toJSONValue: 2, typeName: 3 },
  { a: 1, b: 2, c: 3, d: 4 },
];

const special: unknown[] = [
  new Date(0),
  new Uint8Array([1, 2]),
  /re/g,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  { $date: 5 },
  { $escape: { a: 1 } },
  { $type: 'x', $value: 1 },
  { $regexp: 'a', $flags: '' },
  { a: { b: [{ $binary: 'AA==' }] } },
  { $other: 1, more: 2, keys: 3 },
  [new Date(1)],
  { nested: { when: new Date(2) } },
  new Point(1),
  argumentsOf(1, 2),
  () => 1,
  Symbol('s'),
  JSON.parse('{"__proto__": {"a": 1}}'),
];

describe('isPlainJsonValue', () => {
  it('accepts plain JSON, which EJSON.toJSONValue serializes unchanged', () => {
    for (const value of plain) {
      expect(isPlainJsonValue(value)).toBe(true);
      expect(JSON.stringify(value)).toBe(JSON.stringify(EJSON.toJSONValue(value)));
    }
  });

  it('refuses every value EJSON treats specially, and class instances, functions and symbols', () => {
    for (const value of special) expect(isPlainJsonValue(value)).toBe(false);
  });

  it('refuses very deep values (and cycles) so EJSON fails on them exactly as before', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { deep };
    expect(isPlainJsonValue(deep)).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(isPlainJsonValue(cycle)).toBe(false);
  });
});

describe('hasNoEjsonKeys', () => {
  it('accepts parsed JSON without `$` keys, which EJSON.fromJSONValue decodes to an equal value', () => {
    for (const text of ['null', '"s"', '[1,{"a":[2,{"b":null}]}]', '{"a":{"b":{"c":[1,2,3]}},"d":"$date"}']) {
      const value: unknown = JSON.parse(text);
      expect(hasNoEjsonKeys(value)).toBe(true);
      expect(value).toStrictEqual(EJSON.fromJSONValue(JSON.parse(text)));
    }
  });

  it('refuses values with a `$` key anywhere or an own __proto__ key', () => {
    for (const text of ['{"$date":1}', '[{"a":{"$escape":{"b":1}}}]', '{"a":{"$x":1,"y":2,"z":3}}', '{"__proto__":{"a":1}}']) {
      expect(hasNoEjsonKeys(JSON.parse(text))).toBe(false);
    }
  });
});
