// The server's Meteor facade as app code uses it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeteorError } from './errors';
import { Meteor, runStartupCallbacks } from './server';
import { loadSettings } from './settings';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Meteor (server)', () => {
  it('registers methods and calls them from server code; Meteor.Error is the wire error class', async () => {
    Meteor.methods({
      'facade.double': (n: unknown) => (n as number) * 2,
      'facade.deny': () => {
        throw new Meteor.Error('not-authorized', 'Nope');
      },
    });
    await expect(Meteor.callAsync('facade.double', 21)).resolves.toBe(42);
    await expect(Meteor.callAsync('facade.deny')).rejects.toBeInstanceOf(MeteorError);
    expect(Meteor.isServer && !Meteor.isClient).toBe(true);
    expect(Meteor.server.findMethod('facade.double')).toBeTypeOf('function');
  });

  it('answers userId inside a method and throws outside one', async () => {
    Meteor.methods({ 'facade.me': () => Meteor.userId() });
    await expect(Meteor.callAsync('facade.me')).resolves.toBeNull();
    expect(() => Meteor.userId()).toThrow('Meteor.userId can only be invoked in method calls or publications.');
  });

  it('runs startup callbacks in order when the app starts, and later ones soon after', async () => {
    const order: string[] = [];
    Meteor.startup(() => {
      order.push('a');
    });
    Meteor.startup(async () => {
      await Promise.resolve();
      order.push('b');
    });
    expect(order).toEqual([]);
    await runStartupCallbacks();
    expect(order).toEqual(['a', 'b']);
    Meteor.startup(() => {
      order.push('late');
    });
    await vi.waitFor(() => expect(order).toEqual(['a', 'b', 'late']));
  });

  it('builds absolute URLs from ROOT_URL (default http://localhost:PORT/)', () => {
    vi.stubEnv('ROOT_URL', '');
    vi.stubEnv('PORT', '4100');
    expect(Meteor.absoluteUrl()).toBe('http://localhost:4100/');
    vi.stubEnv('ROOT_URL', 'https://experts.example.com');
    expect(Meteor.absoluteUrl('/engine/projects')).toBe('https://experts.example.com/engine/projects');
    expect(Meteor.absoluteUrl('x', { rootUrl: 'example.org', secure: true })).toBe('https://example.org/x');
    expect(Meteor.absoluteUrl({ rootUrl: 'http://localhost:3000', replaceLocalhost: true })).toBe('http://127.0.0.1:3000/');
  });
});

describe('Meteor.settings', () => {
  it('defaults to an empty public section and parses METEOR_SETTINGS', () => {
    expect(loadSettings(undefined)).toEqual({ public: {} });
    expect(loadSettings('{"public":{"productName":"Experts"},"mail":{"from":"a@b.c"}}')).toEqual({
      public: { productName: 'Experts' },
      mail: { from: 'a@b.c' },
    });
    expect(loadSettings('{"private":1}')).toEqual({ private: 1, public: {} });
    expect(() => loadSettings('{oops')).toThrow('METEOR_SETTINGS are not valid JSON');
  });
});
