// collection2 on the embedded store: what a method author and a DDP client see when writes go
// through a collection with an attached schema.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SimpleSchema from 'simpl-schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentMethodInvocation, type InvocationContext } from '../ddp-server/current-invocation';
import { MeteorError } from '../meteor/errors';
import { Collection, closeStorage, configureStorage } from '../mongo/server';
import { accountIdSchema, docInfoSchema, isValidationError, setAccountIdResolver, type ValidationError } from './index';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'collection2-'));

const projects = new Collection('projects');
projects.attachSchema(
  new SimpleSchema({
    title: String,
    budget: { type: Number, optional: true },
    tags: { type: Array, optional: true },
    'tags.$': String,
    contact: { type: Object, optional: true },
    'contact.name': String,
    'contact.phone': { type: String, optional: true },
    code: { type: String, optional: true, index: true, unique: true },
  }),
);
projects.attachSchema(docInfoSchema);

const notes = new Collection('notes');
notes.attachSchema(new SimpleSchema({ text: String }).extend(accountIdSchema).extend(docInfoSchema));

const users = new Collection('users');

function asUser<T>(userId: string, fn: () => Promise<T>): Promise<T> {
  const invocation: InvocationContext = { isSimulation: false, userId, connection: null, randomSeed: null };
  return currentMethodInvocation.run(invocation, fn);
}

async function failure(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isValidationError(error)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error;
}

beforeAll(() => configureStorage({ dataDir }));
afterEach(() => setAccountIdResolver(null));
afterAll(async () => {
  await closeStorage();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('aldeed:collection2 on Mongo.Collection', () => {
  it('cleans before storing: unknown keys filtered, values converted, strings trimmed, empty strings removed', async () => {
    const id = await projects.insertAsync({ title: '  Bridge  ', budget: '1200', hacker: true, tags: [' a '], contact: { name: 'Ann', phone: '' } });
    const stored = await projects.findOneAsync(id);
    expect(stored).toMatchObject({ title: 'Bridge', budget: 1200, tags: ['a'], contact: { name: 'Ann' } });
    expect(stored).not.toHaveProperty('hacker');
    expect(stored?.contact).not.toHaveProperty('phone');
    // Server code without a user still gets timestamps, and no invented author.
    expect(stored?.docInfo).toEqual({ createdAt: expect.any(Date), updatedAt: expect.any(Date) });
  });

  it('rejects with the first invalid key’s message and the collection and operation', async () => {
    const error = await failure(projects.insertAsync({ budget: 5 }));
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Title is required in projects insertAsync');
    expect(error.invalidKeys).toEqual([{ name: 'title', type: 'required', value: undefined, message: 'Title is required' }]);
    const nested = await failure(projects.insertAsync({ title: 'T', contact: { phone: '1' } }));
    expect(nested.message).toBe('Name is required (contact.name) in projects insertAsync');
    const typed = await failure(projects.insertAsync({ title: 'T', budget: 'lots' }));
    expect(typed.message).toBe('Budget must be of type Number in projects insertAsync');
    expect(await projects.find({ budget: 5 }).countAsync()).toBe(0);
  });

  it('gives DDP clients a 400 INVALID Meteor.Error whose details list the invalid keys', async () => {
    const error = await failure(projects.insertAsync({}).catch(() => projects.insertAsync({ budget: 1 })));
    expect(error.sanitizedError).toBeInstanceOf(MeteorError);
    const wire = error.sanitizedError.toWire();
    expect(wire).toMatchObject({ error: 400, reason: 'INVALID', message: 'INVALID [400]' });
    expect(JSON.parse(wire.details as string)).toEqual([{ name: 'title', type: 'required', message: 'Title is required' }]);
  });

  it('validates updates as modifiers ($set of an empty required string becomes its removal)', async () => {
    const id = await projects.insertAsync({ title: 'Keep' });
    const error = await failure(projects.updateAsync(id, { $set: { title: '   ' } }));
    expect(error.message).toBe('Title is required in projects updateAsync');
    expect(await projects.updateAsync(id, { $set: { budget: '7', ignored: 1 } })).toBe(1);
    expect(await projects.findOneAsync(id)).toMatchObject({ title: 'Keep', budget: 7 });
    expect(await projects.findOneAsync(id)).not.toHaveProperty('ignored');
  });

  it('says the object or modifier is now empty when filtering removed every key', async () => {
    await expect(projects.insertAsync({ bogus: 1 })).rejects.toThrow('After filtering out keys not in the schema, your object is now empty');
    const id = await projects.insertAsync({ title: 'E' });
    await expect(projects.updateAsync(id, { $set: { bogus: 1 } })).rejects.toThrow('After filtering out keys not in the schema, your modifier is now empty');
  });

  it('applies pick and omit, and refuses both at once', async () => {
    const picked = await projects.insertAsync({ title: 'P', budget: 3 }, { pick: ['title'] });
    expect(await projects.findOneAsync(picked)).not.toHaveProperty('budget');
    const omitted = await failure(projects.insertAsync({ budget: 3, tags: ['t'] }, { omit: ['budget'] }));
    expect(omitted.message).toBe('Title is required in projects insertAsync');
    await expect(projects.insertAsync({ title: 'X' }, { pick: ['title'], omit: ['budget'] })).rejects.toThrow('pick and omit options are mutually exclusive');
  });

  it('validates upserts with the selector’s fields counted as inserted', async () => {
    const result = await projects.upsertAsync({ title: 'Upserted' }, { $set: { budget: 9 } });
    expect(result.insertedId).toHaveLength(17);
    expect(await projects.findOneAsync(result.insertedId as string)).toMatchObject({ title: 'Upserted', budget: 9 });
    const error = await failure(projects.upsertAsync({ budget: 99 }, { $set: { tags: ['x'] } }));
    expect(error.message).toBe('Title is required in projects updateAsync');
  });

  it('fills docInfo from the acting user: all four on insert, updatedAt/updatedBy on update', async () => {
    const id = await asUser('u1', () => projects.insertAsync({ title: 'Doc', docInfo: { createdBy: 'forged' } }));
    const created = await projects.findOneAsync(id);
    const info = created?.docInfo as Record<string, unknown>;
    expect(info).toMatchObject({ createdBy: 'u1', updatedBy: 'u1' });
    expect(info.createdAt).toBeInstanceOf(Date);
    expect(info.updatedAt).toBeInstanceOf(Date);
    await asUser('u2', () => projects.updateAsync(id, { $set: { budget: 2, 'docInfo.createdBy': 'u2' } }));
    const updated = (await projects.findOneAsync(id))?.docInfo as Record<string, unknown>;
    expect(updated).toMatchObject({ createdBy: 'u1', updatedBy: 'u2' });
    expect((updated.createdAt as Date).getTime()).toBe((info.createdAt as Date).getTime());
  });

  it('sets accountId on insert from the acting user’s selected account, via the resolver', async () => {
    setAccountIdResolver(async (userId) => (userId === 'u1' ? 'acc-1' : null));
    const id = await asUser('u1', () => notes.insertAsync({ text: 'n', accountId: 'someone-else' }));
    expect(await notes.findOneAsync(id)).toMatchObject({ accountId: 'acc-1' });
    await asUser('u1', () => notes.updateAsync(id, { $set: { accountId: 'moved', text: 'm' } }));
    expect(await notes.findOneAsync(id)).toMatchObject({ accountId: 'acc-1', text: 'm' });
    const error = await failure(asUser('nobody', () => notes.insertAsync({ text: 'n' })));
    expect(error.invalidKeys.map((key) => key.name)).toEqual(['accountId']);
  });

  it('reads selectedAccountId from the users collection by default', async () => {
    await users.insertAsync({ _id: 'u9', selectedAccountId: 'acc-9' });
    const id = await asUser('u9', () => notes.insertAsync({ text: 'from users' }));
    expect(await notes.findOneAsync(id)).toMatchObject({ accountId: 'acc-9' });
  });

  it('turns a duplicate on a schema unique index into a notUnique error on that key', async () => {
    await projects.insertAsync({ title: 'A', code: 'X-1' });
    const onInsert = await failure(projects.insertAsync({ title: 'B', code: 'X-1' }));
    expect(onInsert.invalidKeys).toEqual([{ name: 'code', type: 'notUnique', value: 'X-1', message: 'Code must be unique' }]);
    expect(onInsert.message).toBe('Code must be unique in projects insertAsync');
    expect(JSON.parse(onInsert.sanitizedError.details as string)).toEqual(onInsert.invalidKeys);
    const other = await projects.insertAsync({ title: 'C', code: 'X-2' });
    const onUpdate = await failure(projects.updateAsync(other, { $set: { code: 'X-1' } }));
    expect(onUpdate.invalidKeys[0]).toMatchObject({ name: 'code', type: 'notUnique', value: 'X-1' });
    // Optional unique keys are sparse: many documents may leave them out.
    await projects.insertAsync({ title: 'no code 1' });
    await projects.insertAsync({ title: 'no code 2' });
  });

  it('lets trusted code bypass the schema when it asks to', async () => {
    const id = await projects.insertAsync({ free: 'form' }, { bypassCollection2: true });
    expect(await projects.findOneAsync(id)).toEqual({ _id: id, free: 'form' });
  });
});
