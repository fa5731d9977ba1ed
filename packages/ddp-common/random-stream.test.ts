// Seeded random streams: a client stub and the server must derive the same _ids from a method's
// randomSeed, so the generator has to match Meteor's exactly.
import { describe, expect, it } from 'vitest';
import { RandomStream, makeRpcSeed, randomStreamFor, seededGenerator } from './random-stream';

describe('seeded random streams', () => {
  it("reproduces Meteor's published sequence for seed 0", () => {
    const random = seededGenerator(['0']);
    expect([random.id(), random.id(), random.id(), random.id()]).toEqual([
      'cp9hWvhg8GSvuZ9os',
      '3f3k6Xo7rrHCifQhR',
      'shxDnjWWmnKPEoLhM',
      '6QTjB8C5SEqhmz4ni',
    ]);
  });

  it('gives the same ids for the same seed and sequence name, different ones per name', () => {
    const a = new RandomStream('seed-1');
    const b = new RandomStream('seed-1');
    const idsA = [a.sequence('/collection/posts').id(), a.sequence('/collection/posts').id()];
    const idsB = [b.sequence('/collection/posts').id(), b.sequence('/collection/posts').id()];
    expect(idsA).toEqual(idsB);
    expect(idsA[0]).not.toBe(idsA[1]);
    expect(a.sequence('/collection/users').id()).not.toBe(idsA[0]);
  });

  it('keeps one stream per scope and derives 20-hex-digit seeds for nested calls', () => {
    const scope: { randomSeed: string; randomStream?: RandomStream } = { randomSeed: 'abc' };
    const first = randomStreamFor(scope, '/collection/x').id();
    const second = randomStreamFor(scope, '/collection/x').id();
    expect(first).not.toBe(second);
    expect(makeRpcSeed({ randomSeed: 'abc' }, 'inner')).toMatch(/^[0-9a-f]{20}$/);
    expect(makeRpcSeed({ randomSeed: 'abc' }, 'inner')).toBe(makeRpcSeed({ randomSeed: 'abc' }, 'inner'));
    expect(randomStreamFor(undefined, 'x').id()).toMatch(/^[23456789A-HJ-NP-Za-km-z]{17}$/);
  });
});
