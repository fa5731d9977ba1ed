// The wire format checked against someone else's reading of DDP: simpleddp (an npm DDP client
// written for Meteor servers, with its own EJSON handling and isomorphic-ws as its socket)
// connects to our server, calls methods, receives a subscription's documents and a live change.
// ddp.js (a second independent client, plain JSON, event based) does the same handshake, a
// method and a subscription.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import DDPJs from 'ddp.js';
import WebSocket from 'isomorphic-ws';
import SimpleDDP from 'simpleddp';
import { describe, expect, it } from 'vitest';
import { setupDdpServer } from '../helpers/ddp-fixture';
import { waitUntil } from '../helpers/wait-until';

interface Task {
  _id: string;
  title: string;
  due: Date;
}

/** A task as simpleddp stores it: the DDP id as `id`, fields beside it. */
interface ClientTask {
  id: string;
  title: string;
  due: Date;
}

let tasks: Mongo.Collection<Task>;

const ddp = setupDdpServer(() => {
  tasks = new Mongo.Collection<Task>('thirdPartyTasks');
  Meteor.methods({
    async 'thirdParty.add'(title: unknown, due: unknown) {
      if (typeof title !== 'string' || !(due instanceof Date)) throw new Meteor.Error(400, 'Match failed');
      return tasks.insertAsync({ title, due });
    },
    async 'thirdParty.rename'(id: unknown, title: unknown) {
      await tasks.updateAsync({ _id: String(id) }, { $set: { title: String(title) } });
    },
    'thirdParty.nextDay'(date: unknown) {
      if (!(date instanceof Date)) throw new Meteor.Error(400, 'Match failed');
      return new Date(date.getTime() + 86_400_000);
    },
    'thirdParty.refuse'() {
      throw new Meteor.Error('not-allowed', 'Not for you', { hint: 'ask an admin' });
    },
  });
  Meteor.publish('thirdParty.tasks', function () {
    return tasks.find({});
  });
});

async function simpleDdp(): Promise<SimpleDDP> {
  const client = new SimpleDDP({ endpoint: ddp.server.wsUrl, SocketConstructor: WebSocket, autoReconnect: false });
  ddp.onCleanup(() => client.disconnect());
  await client.connect();
  return client;
}

describe('simpleddp against our server', () => {
  it('connects and calls a method with EJSON dates in both directions', async () => {
    const client = await simpleDdp();
    expect(client.connected).toBe(true);
    const next = await client.call('thirdParty.nextDay', new Date('2024-02-28T12:00:00Z'));
    expect(next).toEqual(new Date('2024-02-29T12:00:00Z'));
  });

  it('receives a subscription’s documents and a live change', async () => {
    const client = await simpleDdp();
    const id = (await client.call('thirdParty.add', 'Write the spec', new Date(Date.UTC(2025, 0, 15)))) as string;
    expect(typeof id).toBe('string');

    const sub = client.subscribe('thirdParty.tasks');
    await sub.ready();
    const collection = client.collection<ClientTask>('thirdPartyTasks');
    expect(collection.fetch().find((task) => task.id === id)).toEqual({
      id,
      title: 'Write the spec',
      due: new Date(Date.UTC(2025, 0, 15)),
    });

    await client.call('thirdParty.rename', id, 'Ship the spec');
    await waitUntil(() => collection.fetch().find((task) => task.id === id && task.title === 'Ship the spec'), {
      what: 'the renamed task in simpleddp’s collection',
      describe: () => collection.fetch(),
    });

    const added = (await client.call('thirdParty.add', 'Second', new Date(0))) as string;
    await waitUntil(() => collection.fetch().find((task) => task.id === added), {
      what: 'the task added while subscribed',
      describe: () => collection.fetch(),
    });
    await sub.stop();
  });

  it('rejects a call with the Meteor.Error object as the server sent it', async () => {
    const client = await simpleDdp();
    await expect(client.call('thirdParty.refuse')).rejects.toEqual({
      isClientSafe: true,
      error: 'not-allowed',
      reason: 'Not for you',
      details: { hint: 'ask an admin' },
      message: 'Not for you [not-allowed]',
      errorType: 'Meteor.Error',
    });
    await expect(client.call('no.such.method')).rejects.toMatchObject({ error: 404 });
  });
});

describe('ddp.js against our server', () => {
  it('connects, calls a method and receives a subscription’s added documents and ready', async () => {
    await tasks.insertAsync({ title: 'Seen by ddp.js', due: new Date(0) });
    const client = new DDPJs({ endpoint: ddp.server.wsUrl, SocketConstructor: WebSocket, autoReconnect: false });
    ddp.onCleanup(() => client.disconnect());
    const events: Array<Record<string, unknown>> = [];
    for (const name of ['connected', 'result', 'updated', 'added', 'ready', 'nosub', 'error']) {
      // ddp.js emits `connected` without the message; record the event name instead.
      client.on(name, (message) => events.push(message ?? { msg: name }));
    }
    const find = (predicate: (m: Record<string, unknown>) => boolean, what: string) =>
      waitUntil(() => events.find(predicate), { what, describe: () => events });

    await find((m) => m.msg === 'connected', 'connected');
    const methodId = client.method('thirdParty.nextDay', [{ $date: 0 }]);
    expect(await find((m) => m.msg === 'result' && m.id === methodId, 'the method result')).toEqual({
      msg: 'result',
      id: methodId,
      result: { $date: 86_400_000 },
    });

    const subId = client.sub('thirdParty.tasks', []);
    await find((m) => m.msg === 'ready' && (m.subs as string[]).includes(subId), 'ready');
    const added = events.filter((m) => m.msg === 'added' && m.collection === 'thirdPartyTasks');
    expect(added.map((m) => (m.fields as { title: string }).title)).toContain('Seen by ddp.js');
    expect(added.find((m) => (m.fields as { title: string }).title === 'Seen by ddp.js')?.fields).toEqual({
      title: 'Seen by ddp.js',
      due: { $date: 0 },
    });
  });
});
