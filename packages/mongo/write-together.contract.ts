// writeTogether's behaviour on every driver: the writes of a group commit together or not at all,
// whether a write fails validation before it reaches the driver, fails in the driver (a duplicate
// key), or is a conditional update that matched nothing (requireMatch). Run on SQLite
// (write-together.sqlite.test.ts) and on MongoDB when MONGO_URL is set (collection.mongodb.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../random/index';
import { Collection, closeStorage, configureStorage, type StorageOptions } from './server';
import type { Document } from './types';
import { writeTogether } from './write-together';

export function writeTogetherContract(label: string, storage: () => Promise<StorageOptions> | StorageOptions): void {
  describe(`writeTogether (${label})`, () => {
    const created: Collection<Document>[] = [];
    const fresh = (): Collection<Document> => {
      const collection = new Collection<Document>(`together_${Random.id(8)}`);
      created.push(collection);
      return collection;
    };
    beforeAll(async () => configureStorage(await storage()));
    afterAll(async () => {
      for (const collection of created) await collection.dropCollectionAsync().catch(() => undefined);
      await closeStorage();
    });

    it('commits an update and an insert in two collections together and answers their results in order', async () => {
      const orders = fresh();
      const outbox = fresh();
      await orders.insertAsync({ _id: 'o1', status: 'new' });
      const results = await writeTogether([
        () => orders.updateAsync({ _id: 'o1', status: 'new' }, { $set: { status: 'paid' } }),
        () => outbox.insertAsync({ _id: 'm1', about: 'o1' }),
      ]);
      expect(results).toEqual([1, 'm1']);
      expect(await orders.findOneAsync('o1')).toMatchObject({ status: 'paid' });
      expect(await outbox.findOneAsync('m1')).toMatchObject({ about: 'o1' });
    });

    it('with requireMatch, writes nothing and answers null when the conditional update matched nothing', async () => {
      const orders = fresh();
      const outbox = fresh();
      await orders.insertAsync({ _id: 'o1', status: 'paid' });
      const results = await writeTogether(
        [() => outbox.insertAsync({ _id: 'm1', about: 'o1' }), () => orders.updateAsync({ _id: 'o1', status: 'new' }, { $set: { status: 'paid' } })],
        { requireMatch: true },
      );
      expect(results).toBeNull();
      expect(await outbox.find().countAsync()).toBe(0);
      // The store still takes writes, and counts are right after the undone group.
      await outbox.insertAsync({ _id: 'm2' });
      expect(await outbox.find().countAsync()).toBe(1);
    });

    it('undoes the whole group when one write hits a duplicate key, and throws that error', async () => {
      const orders = fresh();
      const outbox = fresh();
      await orders.insertAsync({ _id: 'o1', status: 'new' });
      await outbox.insertAsync({ _id: 'taken' });
      await expect(
        writeTogether([() => orders.updateAsync({ _id: 'o1' }, { $set: { status: 'paid' } }), () => outbox.insertAsync({ _id: 'taken' })]),
      ).rejects.toMatchObject({ code: 11000 });
      expect(await orders.findOneAsync('o1')).toMatchObject({ status: 'new' });
      expect(await outbox.find().countAsync()).toBe(1);
    });

    it('writes nothing when one write fails before it reaches the database', async () => {
      const orders = fresh();
      const outbox = fresh();
      await orders.insertAsync({ _id: 'o1', status: 'new' });
      const invalid = () => Promise.reject(new Error('invalid input'));
      await expect(writeTogether([() => orders.updateAsync({ _id: 'o1' }, { $set: { status: 'paid' } }), invalid])).rejects.toThrow('invalid input');
      await expect(writeTogether([() => outbox.insertAsync({ bad: 1 }), () => outbox.updateAsync('x', 'not a modifier' as never)])).rejects.toThrow(
        /modifier/i,
      );
      expect(await orders.findOneAsync('o1')).toMatchObject({ status: 'new' });
      expect(await outbox.find().countAsync()).toBe(0);
    });

    it('leaves writes made outside the group alone and keeps separate groups apart', async () => {
      const items = fresh();
      await Promise.all([
        items.insertAsync({ _id: 'alone' }),
        writeTogether([() => items.insertAsync({ _id: 'a1' }), () => items.insertAsync({ _id: 'a1' })]).catch(() => 'failed'),
        writeTogether([() => items.insertAsync({ _id: 'b1' }), () => items.insertAsync({ _id: 'b2' })]),
      ]);
      expect((await items.find({}, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['alone', 'b1', 'b2']);
    });

    it('lets the writes its own writes set off (a live query woken by them) run on their own', async () => {
      const orders = fresh();
      const log = fresh();
      const handle = await orders.find({}).observeChangesAsync({ added: (id) => void log.insertAsync({ about: id }) });
      try {
        await writeTogether([() => orders.insertAsync({ _id: 'o1' }), () => orders.insertAsync({ _id: 'o2' })]);
        const deadline = Date.now() + 5_000;
        while ((await log.find().countAsync()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        expect((await log.find({}, { sort: { about: 1 } }).fetchAsync()).map((doc) => doc.about)).toEqual(['o1', 'o2']);
      } finally {
        handle.stop();
      }
    });
  });
}
