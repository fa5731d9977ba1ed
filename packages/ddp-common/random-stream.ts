// Meteor's seeded random streams (`ddp-common/random_stream.js`): a method call carries a
// `randomSeed`; each named sequence (`/collection/<name>` for inserted _ids, `/rpc/<method>` for
// nested calls) is an Alea generator seeded with [seed, name], so a client stub and the server
// derive the same ids from the same seed. Alea is Johannes Baagøe's public-domain generator.
// Left out: nothing; without a seed the sequences fall back to the cryptographic Random.
import { Random } from '../random/index';

const UNMISTAKABLE = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const TWO_POW_MINUS_32 = 2.3283064365386963e-10;

function mash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * TWO_POW_MINUS_32;
  };
}

/** Alea: a fast, seedable generator of floats in [0, 1). */
export function alea(seeds: readonly string[]): () => number {
  const m = mash();
  let s0 = m(' ');
  let s1 = m(' ');
  let s2 = m(' ');
  let c = 1;
  for (const seed of seeds) {
    s0 -= m(seed);
    if (s0 < 0) s0 += 1;
    s1 -= m(seed);
    if (s1 < 0) s1 += 1;
    s2 -= m(seed);
    if (s2 < 0) s2 += 1;
  }
  return () => {
    const t = 2091639 * s0 + c * TWO_POW_MINUS_32;
    s0 = s1;
    s1 = s2;
    c = t | 0;
    s2 = t - c;
    return s2;
  };
}

export interface RandomGenerator {
  fraction(): number;
  id(charsCount?: number): string;
  hexString(digits: number): string;
}

export function seededGenerator(seeds: readonly string[]): RandomGenerator {
  const fraction = alea(seeds);
  const pick = (alphabet: string, count: number): string => {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(fraction() * alphabet.length)];
    return out;
  };
  return {
    fraction,
    id: (charsCount = 17) => pick(UNMISTAKABLE, charsCount),
    hexString: (digits) => pick(HEX, digits),
  };
}

export class RandomStream {
  private readonly sequences = new Map<string, RandomGenerator>();

  constructor(readonly seed: string) {}

  sequence(name: string): RandomGenerator {
    let generator = this.sequences.get(name);
    if (!generator) {
      generator = seededGenerator([this.seed, name]);
      this.sequences.set(name, generator);
    }
    return generator;
  }
}

/** Something that may carry a seed: a method invocation. The stream is created on first use. */
export interface RandomScope {
  readonly randomSeed?: string | null;
  randomStream?: RandomStream;
}

const unseeded: RandomGenerator = { fraction: Random.fraction, id: Random.id, hexString: Random.hexString };

/** `DDP.randomStream(name)` for a given scope; an unseeded scope gets the cryptographic Random. */
export function randomStreamFor(scope: RandomScope | undefined, name = 'default'): RandomGenerator {
  if (!scope || !scope.randomSeed) return unseeded;
  scope.randomStream ??= new RandomStream(scope.randomSeed);
  return scope.randomStream.sequence(name);
}

/** The seed for a call made from inside another method, derived so stub and server agree. */
export function makeRpcSeed(enclosing: RandomScope | undefined, methodName: string): string {
  return randomStreamFor(enclosing, `/rpc/${methodName}`).hexString(20);
}
