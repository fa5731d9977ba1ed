// writeTogether on MongoDB: the group's writes run in order in one session transaction (a replica
// set, as production MongoDB is). A standalone server has no transactions: there the writes run
// in order without one (ordered writes), each still acknowledged, and the first failure stops the
// rest; the README says so. Typechecked here; MongoDB cannot run on the build machine.
import { MongoServerError, type ClientSession, type MongoClient } from 'mongodb';
import { checkGroupMatch, joinWriteGroup, type WriteGroupEntry, type WriteGroupExecutor, type WriteTogetherOptions } from '../write-together';

export type MongoRun = (session?: ClientSession) => Promise<unknown>;

/** "Transaction numbers are only allowed on a replica set member or mongos". */
const TRANSACTIONS_UNSUPPORTED = 20;

export class MongoWriteGroups implements WriteGroupExecutor<MongoRun> {
  private transactions: boolean | undefined;

  constructor(private readonly client: MongoClient) {}

  join(collection: string, run: MongoRun): Promise<unknown> | null {
    return joinWriteGroup<MongoRun>(this, collection, run);
  }

  runGroup(entries: ReadonlyArray<WriteGroupEntry<MongoRun>>, options: WriteTogetherOptions): void {
    this.run(entries, options).then(
      (values) => entries.forEach((entry, index) => entry.resolve(values[index])),
      (error: unknown) => entries.forEach((entry) => entry.reject(error)),
    );
  }

  private async inOrder(entries: ReadonlyArray<WriteGroupEntry<MongoRun>>, options: WriteTogetherOptions, session?: ClientSession): Promise<unknown[]> {
    const values: unknown[] = [];
    for (const entry of entries) {
      const value = await entry.run(session);
      checkGroupMatch(value, options);
      values.push(value);
    }
    return values;
  }

  private async run(entries: ReadonlyArray<WriteGroupEntry<MongoRun>>, options: WriteTogetherOptions): Promise<unknown[]> {
    if (this.transactions === false) return this.inOrder(entries, options);
    const session = this.client.startSession();
    try {
      let values: unknown[] = [];
      await session.withTransaction(async () => {
        values = await this.inOrder(entries, options, session);
      });
      this.transactions = true;
      return values;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === TRANSACTIONS_UNSUPPORTED)) throw error;
      this.transactions = false;
      return this.inOrder(entries, options);
    } finally {
      await session.endSession();
    }
  }
}
