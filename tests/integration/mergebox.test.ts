// Pins the per-connection merge box on the wire: a document published by two subscriptions is sent
// once, later subscriptions only add their fields with `changed`, stopping one withdraws its
// fields with `cleared`, stopping the last sends `removed` before `nosub`; duplicate sub ids and
// unknown unsubs behave as in Meteor; a user change inside a method re-runs the subscriptions and
// sends only the difference. Expected frames follow Meteor's documented behaviour.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { describe, expect, it } from 'vitest';
import { setupDdpServer } from '../helpers/ddp-fixture';
import type { DdpFrame, RawDdpClient } from '../helpers/raw-ddp-client';

interface OwnedDoc {
  _id: string;
  title: string;
  owner?: string;
  public?: boolean;
}

const ddp = setupDdpServer(async () => {
  const owned = new Mongo.Collection<OwnedDoc>('mergeOwned');
  await owned.insertAsync({ _id: 'pub', title: 'Public', public: true });
  await owned.insertAsync({ _id: 'a1', title: 'Alice 1', owner: 'alice' });
  await owned.insertAsync({ _id: 'b1', title: 'Bob 1', owner: 'bob' });

  // Low-level publications, so each test controls exactly which fields each sub provides.
  Meteor.publish('merge.titles', function () {
    this.added('mergePosts', 'p1', { title: 'Hi' });
    this.ready();
  });
  Meteor.publish('merge.bodies', function () {
    this.added('mergePosts', 'p1', { body: 'Long text' });
    this.ready();
  });
  Meteor.publish('merge.otherTitle', function () {
    this.added('mergePosts', 'p1', { title: 'Other', tag: 'x' });
    this.ready();
  });
  Meteor.publish('merge.mine', function () {
    return owned.find({ $or: [{ public: true }, { owner: this.userId }] });
  });
  Meteor.methods({
    async 'merge.login'(userId: unknown) {
      await this.setUserId(typeof userId === 'string' ? userId : null);
      return this.userId;
    },
  });
});

async function subscribe(client: RawDdpClient, id: string, name: string): Promise<DdpFrame[]> {
  const mark = client.mark();
  client.send({ msg: 'sub', id, name, params: [] });
  await client.nextMessage((m) => m.msg === 'ready' && (m.subs as string[]).includes(id));
  return client.since(mark);
}

async function unsubscribe(client: RawDdpClient, id: string): Promise<DdpFrame[]> {
  const mark = client.mark();
  client.send({ msg: 'unsub', id });
  await client.next({ msg: 'nosub', id });
  return client.since(mark);
}

async function call(client: RawDdpClient, id: string, method: string, params: unknown[]): Promise<DdpFrame[]> {
  const mark = client.mark();
  client.send({ msg: 'method', id, method, params });
  await client.next({ msg: 'result', id });
  await client.nextMessage((m) => m.msg === 'updated' && (m.methods as string[]).includes(id));
  return client.since(mark);
}

const dataOnly = (frames: DdpFrame[]) => frames.filter((m) => ['added', 'changed', 'removed'].includes(String(m.msg)));

describe('merge box: two subscriptions sharing a document', () => {
  it('sends one added, then a changed with the second subscription’s extra fields', async () => {
    const client = await ddp.connect();
    expect(await subscribe(client, 's1', 'merge.titles')).toEqual([
      { msg: 'added', collection: 'mergePosts', id: 'p1', fields: { title: 'Hi' } },
      { msg: 'ready', subs: ['s1'] },
    ]);
    expect(await subscribe(client, 's2', 'merge.bodies')).toEqual([
      { msg: 'changed', collection: 'mergePosts', id: 'p1', fields: { body: 'Long text' } },
      { msg: 'ready', subs: ['s2'] },
    ]);
  });

  it('withdraws the second subscription’s fields with cleared on its unsub, then nosub', async () => {
    const client = await ddp.connect();
    await subscribe(client, 's1', 'merge.titles');
    await subscribe(client, 's2', 'merge.bodies');
    expect(await unsubscribe(client, 's2')).toEqual([
      { msg: 'changed', collection: 'mergePosts', id: 'p1', cleared: ['body'] },
      { msg: 'nosub', id: 's2' },
    ]);
  });

  it('sends removed and then nosub when the last subscription holding the document stops', async () => {
    const client = await ddp.connect();
    await subscribe(client, 's1', 'merge.titles');
    await subscribe(client, 's2', 'merge.bodies');
    await unsubscribe(client, 's2');
    expect(await unsubscribe(client, 's1')).toEqual([
      { msg: 'removed', collection: 'mergePosts', id: 'p1' },
      { msg: 'nosub', id: 's1' },
    ]);
  });

  it('shows the first provider’s value of a shared field and reveals the next one when it stops', async () => {
    const client = await ddp.connect();
    await subscribe(client, 's1', 'merge.titles');
    // Only the new field is visible: 'title' stays 'Hi' while s1 provides it.
    expect(dataOnly(await subscribe(client, 's2', 'merge.otherTitle'))).toEqual([
      { msg: 'changed', collection: 'mergePosts', id: 'p1', fields: { tag: 'x' } },
    ]);
    expect(dataOnly(await unsubscribe(client, 's1'))).toEqual([
      { msg: 'changed', collection: 'mergePosts', id: 'p1', fields: { title: 'Other' } },
    ]);
  });
});

describe('sub and unsub bookkeeping', () => {
  it('ignores a second sub with an id that is already live', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'dup', 'merge.titles');
    client.send({ msg: 'sub', id: 'dup', name: 'merge.titles', params: [] });
    await client.barrier();
    const frames = client.collectData();
    expect(frames.filter((m) => m.msg === 'added')).toHaveLength(1);
    expect(frames.filter((m) => m.msg === 'ready')).toEqual([{ msg: 'ready', subs: ['dup'] }]);
    expect(frames.some((m) => m.msg === 'nosub' || m.msg === 'error')).toBe(false);
  });

  it('answers unsub of an unknown id with a bare nosub', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'unsub', id: 'never-subscribed' });
    expect(await client.next({ msg: 'nosub' })).toEqual({ msg: 'nosub', id: 'never-subscribed' });
  });
});

describe('re-running subscriptions when a method changes the user', () => {
  it('sends only the diff between the old and the new user’s view, before the method result', async () => {
    const client = await ddp.connect();
    expect(dataOnly(await subscribe(client, 'mine', 'merge.mine'))).toEqual([
      { msg: 'added', collection: 'mergeOwned', id: 'pub', fields: { title: 'Public', public: true } },
    ]);

    const asAlice = await call(client, 'l1', 'merge.login', ['alice']);
    expect(dataOnly(asAlice)).toEqual([
      { msg: 'added', collection: 'mergeOwned', id: 'a1', fields: { title: 'Alice 1', owner: 'alice' } },
    ]);
    const result = asAlice.findIndex((m) => m.msg === 'result');
    expect(asAlice[result]).toEqual({ msg: 'result', id: 'l1', result: 'alice' });
    // The re-run subscription is ready again after the diff and before the login result.
    const ready = asAlice.findIndex((m) => m.msg === 'ready');
    expect(asAlice[ready]).toEqual({ msg: 'ready', subs: ['mine'] });
    expect(asAlice.findIndex((m) => m.msg === 'added')).toBeLessThan(ready);
    expect(ready).toBeLessThan(result);

    const asBob = dataOnly(await call(client, 'l2', 'merge.login', ['bob']));
    expect(sortById(asBob)).toEqual([
      { msg: 'removed', collection: 'mergeOwned', id: 'a1' },
      { msg: 'added', collection: 'mergeOwned', id: 'b1', fields: { title: 'Bob 1', owner: 'bob' } },
    ]);

    expect(dataOnly(await call(client, 'l3', 'merge.login', [null]))).toEqual([
      { msg: 'removed', collection: 'mergeOwned', id: 'b1' },
    ]);
  });
});

function sortById(frames: DdpFrame[]): DdpFrame[] {
  return [...frames].sort((a, b) => String(a.id).localeCompare(String(b.id)));
}
