// The collection contract on MongoDB through the official driver. It needs a server: without
// MONGO_URL the suite reports itself skipped (never passed), with the reason printed.
import { describe, it } from 'vitest';
import { collectionContract } from './collection.contract';
import { writeTogetherContract } from './write-together.contract';

const mongoUrl = process.env.MONGO_URL;

if (mongoUrl) {
  collectionContract('MongoDB', () => ({ mongoUrl }));
  writeTogetherContract('MongoDB', () => ({ mongoUrl }));
} else {
  const reason = 'MongoDB contract tests skipped: MONGO_URL is not set and no MongoDB server can be installed here';
  console.log(reason);
  describe.skip(`Mongo.Collection contract (MongoDB) — ${reason}`, () => {
    it('runs the shared collection contract against MongoDB', () => {});
  });
}
