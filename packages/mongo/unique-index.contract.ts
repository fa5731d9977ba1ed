// The unique-index part of the collection contract (collection.contract.ts runs it on every
// driver): MongoDB's duplicate key error (E11000, the index's name and the duplicated key), a
// missing field indexed as null unless the index is sparse, and a compound index over an array
// compared per element.
import { expect, it } from 'vitest';
import type { Collection } from './collection';
import { DuplicateKeyError } from './server';
import type { Document } from './types';

export function uniqueIndexContract(fresh: () => Collection<Document>): void {
  const ids = async (items: Collection<Document>) => (await items.find({}, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id);

  it('enforces unique indexes with a duplicate-key error naming the index and value', async () => {
    const items = fresh();
    expect(await items.createIndexAsync({ email: 1 }, { unique: true, name: 'c2_email' })).toBe('c2_email');
    await items.insertAsync({ email: 'a@x.io' });
    const error = await items.insertAsync({ email: 'a@x.io' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DuplicateKeyError);
    expect(error).toMatchObject({ code: 11000, indexName: 'c2_email', keyValue: { email: 'a@x.io' } });
    const other = await items.insertAsync({ email: 'b@x.io' });
    await expect(items.updateAsync(other, { $set: { email: 'a@x.io' } })).rejects.toMatchObject({ indexName: 'c2_email' });
    expect(await items.find().countAsync()).toBe(2);
  });

  it('indexes a missing field as null: a second document without it (or with null) is a duplicate unless the index is sparse', async () => {
    const items = fresh();
    await items.createIndexAsync({ code: 1 }, { unique: true });
    await items.insertAsync({ _id: 'm1', n: 1 });
    const duplicate = { code: 11000, indexName: 'code_1', keyValue: { code: null } };
    await expect(items.insertAsync({ _id: 'm2', n: 2 })).rejects.toMatchObject(duplicate);
    await expect(items.insertAsync({ _id: 'm3', code: null })).rejects.toMatchObject(duplicate);
    await items.insertAsync({ _id: 'm4', code: 'x' });
    await expect(items.updateAsync('m4', { $unset: { code: '' } })).rejects.toMatchObject(duplicate);
    await items.removeAsync('m1');
    expect(await items.updateAsync('m4', { $unset: { code: '' } })).toBe(1);
    expect(await ids(items)).toEqual(['m4']);

    // Sparse: documents missing the field are not indexed, an explicit null is.
    const sparse = fresh();
    await sparse.createIndexAsync({ code: 1 }, { unique: true, sparse: true });
    for (const _id of ['s1', 's2', 's3']) await sparse.insertAsync({ _id });
    await sparse.insertAsync({ _id: 's4', code: null });
    await expect(sparse.insertAsync({ _id: 's5', code: null })).rejects.toMatchObject({ code: 11000, keyValue: { code: null } });
    expect(await ids(sparse)).toEqual(['s1', 's2', 's3', 's4']);

    // Compound: the missing key is null in the combination.
    const pairs = fresh();
    await pairs.createIndexAsync({ a: 1, b: 1 }, { unique: true });
    await pairs.insertAsync({ _id: 'p1', a: 1 });
    await pairs.insertAsync({ _id: 'p2', a: 2 });
    await expect(pairs.insertAsync({ _id: 'p3', a: 1, b: null })).rejects.toMatchObject({ code: 11000, indexName: 'a_1_b_1', keyValue: { a: 1, b: null } });
    expect(await ids(pairs)).toEqual(['p1', 'p2']);
  });

  it('compares a compound unique index over an array per element, with the other keys', async () => {
    const items = fresh();
    await items.createIndexAsync({ a: 1, b: 1 }, { unique: true });
    await items.insertAsync({ _id: 'c1', a: [1, 2], b: 1 });
    await expect(items.insertAsync({ _id: 'c2', a: 2, b: 1 })).rejects.toMatchObject({ code: 11000, indexName: 'a_1_b_1', keyValue: { a: 2, b: 1 } });
    await items.insertAsync({ _id: 'c3', a: 2, b: 2 });
    await items.insertAsync({ _id: 'c4', a: [3], b: 1 });
    await expect(items.updateAsync('c4', { $push: { a: 1 } })).rejects.toMatchObject({ code: 11000, keyValue: { a: 1, b: 1 } });
    // One document may repeat its own keys; giving one up frees it for the others.
    expect(await items.updateAsync('c1', { $set: { a: [1, 1] } })).toBe(1);
    await items.insertAsync({ _id: 'c5', a: 2, b: 1 });
    expect(await ids(items)).toEqual(['c1', 'c3', 'c4', 'c5']);

    // Fields under one array pair up element by element (MongoDB's documented a.loc / a.qty example).
    const stock = fresh();
    await stock.createIndexAsync({ 'a.loc': 1, 'a.qty': 1 }, { unique: true });
    await stock.insertAsync({ _id: 's1', a: [{ loc: 'A', qty: 5 }, { qty: 10 }] });
    await stock.insertAsync({ _id: 's2', a: [{ loc: 'A' }, { qty: 5 }] });
    await stock.insertAsync({ _id: 's3', a: [{ loc: 'A', qty: 10 }] });
    await expect(stock.insertAsync({ _id: 's4', a: [{ loc: 'A' }, { qty: 5 }] })).rejects.toMatchObject({ code: 11000 });
    expect(await stock.find().countAsync()).toBe(3);
  });
}
