import { afterEach, describe, expect, it } from 'vitest';
import { Connection, NodeWebSocket } from '../ddp-client/server';
import { ScriptedPeer } from '../ddp-client/scripted-peer';
import { Meteor, absoluteUrl, createMeteorClient } from './client';
import { MeteorError } from './errors';

afterEach(() => {
  globalThis.__meteor_runtime_config__ = undefined;
});

describe('Meteor (client)', () => {
  it('identifies itself as the client and exposes Meteor.Error', () => {
    expect(Meteor.isClient).toBe(true);
    expect(Meteor.isServer).toBe(false);
    expect(new Meteor.Error(403, 'Access denied')).toBeInstanceOf(MeteorError);
  });

  it('reads public settings from the runtime config, defaulting to {public: {}}', () => {
    expect(createMeteorClient(() => { throw new Error('unused'); }).settings).toEqual({ public: {} });
    globalThis.__meteor_runtime_config__ = { PUBLIC_SETTINGS: { productName: 'Experts' } };
    expect(createMeteorClient(() => { throw new Error('unused'); }).settings).toEqual({ public: { productName: 'Experts' } });
  });

  it('builds absolute URLs from ROOT_URL or the page origin', () => {
    expect(absoluteUrl('engine/projects')).toBe(`${window.location.origin}/engine/projects`);
    globalThis.__meteor_runtime_config__ = { ROOT_URL: 'https://example.com/app' };
    expect(absoluteUrl('/photo/1')).toBe('https://example.com/app/photo/1');
  });

  it('runs startup callbacks once the document is loaded', async () => {
    const ran = await new Promise<boolean>((resolve) => Meteor.startup(() => resolve(true)));
    expect(ran).toBe(true);
  });

  it('routes calls and status through the given connection', async () => {
    const peer = await ScriptedPeer.start();
    const connection = new Connection(peer.url, { WebSocket: NodeWebSocket });
    try {
      const api = createMeteorClient(() => connection);
      expect(api.connection).toBe(connection);
      const result = api.callAsync('hello', 'you');
      const frame = await peer.waitFor((f) => f.msg === 'method');
      expect(frame).toMatchObject({ method: 'hello', params: ['you'] });
      peer.send({ msg: 'updated', methods: [String(frame.id)] });
      peer.send({ msg: 'result', id: String(frame.id), result: 'hi' });
      expect(await result).toBe('hi');
      expect(api.status().status).toBe('connected');
      expect(api.userId()).toBeNull();
    } finally {
      connection.close();
      await peer.close();
    }
  });
});
