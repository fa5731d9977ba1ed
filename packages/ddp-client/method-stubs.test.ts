// The `method` frames a call with a stub puts on the wire (against a scripted peer): the stub's
// randomSeed travels when the stub drew a random value, a fresh one otherwise (beyond Meteor, so
// a re-sent call inserts under the same ids), a call made inside a stub is only
// simulated, and `throwStubExceptions` stops the call before anything is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalCollection } from '../mongo/local-collection';
import { RandomStream } from '../ddp-common/random-stream';
import { storeFor } from '../mongo/client-store';
import { CurrentMethodInvocation, randomStream } from './current-invocation';
import { ScriptedPeer } from './scripted-peer';
import { Connection, NodeWebSocket } from './server';

let peer: ScriptedPeer;
let connection: Connection;
let cache: LocalCollection;

beforeEach(async () => {
  peer = await ScriptedPeer.start();
  connection = new Connection(peer.url, { WebSocket: NodeWebSocket, bufferedWritesInterval: 0 });
  cache = new LocalCollection('posts');
  connection.registerStore('posts', storeFor(cache));
  await peer.waitFor((f) => f.msg === 'connect');
});
afterEach(async () => {
  connection.close();
  await peer.close();
});

const methodFrames = () => peer.received.map((r) => r.frame).filter((f) => f.msg === 'method');

describe('method stubs on the wire', () => {
  it("sends the seed the stub's ids came from, and a fresh one when the stub drew none", async () => {
    let stubId = '';
    connection.methods({
      insertPost() {
        stubId = randomStream('/collection/posts').id();
        cache.insert({ _id: stubId, title: 'from the stub' });
      },
      countPosts() {
        return cache._run({}).length;
      },
    });
    void connection.callAsync('insertPost');
    void connection.callAsync('countPosts');
    await peer.waitFor((f) => f.msg === 'method' && f.method === 'countPosts');

    const [insert, count] = methodFrames();
    expect(insert).toEqual({ msg: 'method', id: '1', method: 'insertPost', params: [], randomSeed: expect.stringMatching(/^[0-9a-f]{20}$/) });
    expect(stubId).toBe(new RandomStream(String(insert!.randomSeed)).sequence('/collection/posts').id());
    expect(count).toEqual({ msg: 'method', id: '2', method: 'countPosts', params: [], randomSeed: expect.stringMatching(/^[0-9a-f]{20}$/) });
    expect(count!.randomSeed).not.toBe(insert!.randomSeed);
    expect(cache._get(stubId)).toEqual({ _id: stubId, title: 'from the stub' });
  });

  it('only simulates a call made inside a stub, under a seed derived from the outer one', async () => {
    const seen: Array<{ isSimulation: boolean; seed: string | null }> = [];
    connection.methods({
      outer() {
        void connection.callAsync('inner');
      },
      inner() {
        const invocation = CurrentMethodInvocation.get()!;
        seen.push({ isSimulation: invocation.isSimulation, seed: invocation.randomSeed });
      },
    });
    void connection.callAsync('outer');
    void connection.callAsync('after');
    // Frames arrive in order: had the inner call been sent, it would be before this one.
    await peer.waitFor((f) => f.msg === 'method' && f.method === 'after');
    expect(methodFrames().map((f) => f.method)).toEqual(['outer', 'after']);
    expect(seen).toEqual([{ isSimulation: true, seed: expect.stringMatching(/^[0-9a-f]{20}$/) }]);
    // The outer stub's seed was drawn to derive the inner one, so it travels with the call.
    expect(methodFrames()[0]!.randomSeed).toMatch(/^[0-9a-f]{20}$/);
  });

  it('throws the stub exception and sends nothing with throwStubExceptions, undoing its writes', async () => {
    connection.methods({
      broken() {
        cache.insert({ _id: 'half', title: 'half written' });
        throw new Error('stub failed');
      },
    });
    await expect(connection.applyAsync('broken', [], { throwStubExceptions: true })).rejects.toThrow('stub failed');
    expect(cache._get('half')).toBeUndefined();
    expect(methodFrames()).toEqual([]);
  });
});
