// Meteor's `random` package: `Random.id()` (17 characters from Meteor's unmistakable alphabet),
// `Random.secret()` (43 URL-safe characters, about 256 bits) and friends, all from the platform's
// cryptographic generator (Web Crypto in browsers and Node 20). Left out: the seeded Alea
// generator, which lives in ddp-common's random stream for method-seeded ids.
const UNMISTAKABLE = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';
const BASE64URL = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
const HEX = '0123456789abcdef';

/** A uniform float in [0, 1) with 53 bits of entropy. */
function fraction(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return ((words[0]! >>> 5) * 67108864 + (words[1]! >>> 6)) / 9007199254740992;
}

/** Picks characters uniformly: rejection sampling keeps every character equally likely. */
function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const Random = {
  id(charsCount = 17): string {
    return randomString(charsCount, UNMISTAKABLE);
  },
  secret(charsCount = 43): string {
    return randomString(charsCount, BASE64URL);
  },
  hexString(digits: number): string {
    return randomString(digits, HEX);
  },
  fraction,
  choice<T>(items: readonly T[] | string): T | string | undefined {
    if (items.length === 0) return undefined;
    return items[Math.floor(fraction() * items.length)];
  },
};
