// Test fixture (run with `node --import tsx`): opens the embedded store in the folder given as
// the first argument and inserts documents one after another, printing each id only after its
// insert was acknowledged. Used to kill a writer mid-stream and check what survived, and to
// show that a second process cannot open a folder that is in use. Stops after 100,000 inserts.
import { Collection, closeStorage, configureStorage } from '../server';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: insert-stream.ts <dataDir>');
  process.exit(2);
}

configureStorage({ dataDir });
const items = new Collection('stream');

try {
  for (let i = 0; i < 100_000; i += 1) {
    const id = await items.insertAsync({ i, payload: 'x'.repeat(200), at: new Date() });
    process.stdout.write(`${id}\n`);
  }
  await closeStorage();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
