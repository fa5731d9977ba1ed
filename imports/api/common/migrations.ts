// Data migrations run at start-up, each once per database: a document per migration in
// `migrations` marks it done, so every later start costs one read. A migration is idempotent
// too, as a start stopped half-way through runs it again. Server only.
import { Mongo } from 'meteor/mongo';

interface Migration {
  _id: string;
  doneAt: Date;
}

const Migrations = new Mongo.Collection<Migration>('migrations');

/** Runs `migrate` unless the database has it done already; answers whether it ran. */
export async function migrateOnce(name: string, migrate: () => Promise<void>): Promise<boolean> {
  if (await Migrations.findOneAsync({ _id: name }, { fields: { _id: 1 } })) return false;
  await migrate();
  await Migrations.upsertAsync({ _id: name }, { $set: { doneAt: new Date() } });
  return true;
}
