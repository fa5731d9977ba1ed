import { describe, expect, it } from 'vitest';
import { findForbiddenKey } from './forbidden-keys';

describe('findForbiddenKey', () => {
  it('finds the pollution keys at any depth, in objects and arrays', () => {
    expect(findForbiddenKey(JSON.parse('[{"__proto__":{"x":1}}]'))).toBe('__proto__');
    expect(findForbiddenKey([{ a: [{ b: { constructor: { prototype: {} } } }] }])).toBe('constructor');
    expect(findForbiddenKey({ list: [1, 'x', { prototype: 1 }] })).toBe('prototype');
  });

  it('lets ordinary arguments through, values named like the keys included', () => {
    expect(findForbiddenKey(['__proto__', { name: 'constructor', $set: { prototype_id: 1 } }, null, 3])).toBeNull();
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'{"a":'.repeat(depth)}{"__proto__":1}${'}'.repeat(depth)}`) as unknown;
    expect(findForbiddenKey(deep)).toBe('__proto__');
  });
});
