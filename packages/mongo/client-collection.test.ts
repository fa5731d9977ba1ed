import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Connection, NodeWebSocket } from '../ddp-client/server';
import { ScriptedPeer } from '../ddp-client/scripted-peer';
import { Tracker } from '../tracker/index';
import { ClientCollection } from './client-collection';

let peer: ScriptedPeer;
let connection: Connection;

beforeEach(async () => {
  peer = await ScriptedPeer.start();
  connection = new Connection(peer.url, { WebSocket: NodeWebSocket, bufferedWritesInterval: 0 });
});
afterEach(async () => {
  connection.close();
  await peer.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('client Mongo.Collection over a connection', () => {
  it('shows subscription data reactively, with decoded ids and EJSON fields', async () => {
    const projects = new ClientCollection('projects', { connection });
    const titles: string[][] = [];
    const comp = Tracker.autorun(() => titles.push(projects.find({}, { sort: { title: 1 } }).map((p) => String(p.title))));
    const handle = connection.subscribe('projects.open');
    await peer.waitFor((f) => f.msg === 'sub');
    peer.send({ msg: 'added', collection: 'projects', id: 'p2', fields: { title: 'Zeta', at: { $date: 1 } } });
    peer.send({ msg: 'added', collection: 'projects', id: '-abc', fields: { title: 'Alpha' } });
    peer.send({ msg: 'ready', subs: [handle.subscriptionId] });
    await until(() => handle.ready());
    Tracker.flush();
    expect(projects.findOne('p2')?.at).toEqual(new Date(1));
    expect(projects.findOne('abc')?.title).toBe('Alpha');
    peer.send({ msg: 'removed', collection: 'projects', id: 'p2' });
    await until(() => projects.find().count() === 1);
    Tracker.flush();
    comp.stop();
    expect(titles).toEqual([[], ['Alpha', 'Zeta'], ['Alpha']]);
  });

  it('sends client writes to the /<name>/…Async methods and surfaces their errors', async () => {
    const projects = new ClientCollection('projects', { connection });
    const insert = projects.insertAsync({ title: 'x' }).catch((e: unknown) => e);
    const frame = await peer.waitFor((f) => f.msg === 'method');
    expect(frame.method).toBe('/projects/insertAsync');
    expect((frame.params as Array<{ _id: string }>)[0]).toMatchObject({ title: 'x', _id: expect.any(String) });
    peer.send({ msg: 'result', id: '1', error: { isClientSafe: true, error: 403, reason: 'Access denied', message: 'Access denied [403]', errorType: 'Meteor.Error' } });
    peer.send({ msg: 'updated', methods: ['1'] });
    expect(await insert).toMatchObject({ error: 403, reason: 'Access denied' });
    expect(() => projects.insert({ title: 'y' })).toThrow(/insertAsync/);
  });

  it('refuses a second collection with the same name on one connection', () => {
    new ClientCollection('dup', { connection });
    expect(() => new ClientCollection('dup', { connection })).toThrow('There is already a collection named "dup"');
  });
});
