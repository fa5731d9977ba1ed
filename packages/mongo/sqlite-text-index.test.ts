// Text indexes on the SQLite driver (FTS5): `$text` finds every search word, in any order, as
// the start of a stored word or with a small typo, accents folded both ways; `$fields` limits a
// search to some of the index's fields; `{ $meta: 'textScore' }` ranks by relevance; the index
// follows inserts, updates and removes in the same transaction, survives a reopen and is built
// for documents stored before it; the queries run in SQL, never through the JS fallback.
import { describe, expect, it } from 'vitest';
import { Collection, closeStorage, configureStorage } from './server';
import { withSqliteTestStore } from './test-fixtures/sqlite-test-store';

const store = withSqliteTestStore('mongo-sqlite-text-');
const { fallbacks } = store;

interface Job {
  _id: string;
  title: string;
  summary?: string;
  city?: string;
  skills?: string[];
  client?: string;
  status?: string;
}

const JOBS: Job[] = [
  { _id: 'a', title: 'React developer', summary: 'Frontend work for a bank', city: 'Kraków', skills: ['react', 'typescript'], client: 'Acme', status: 'open' },
  { _id: 'b', title: 'Java backend', summary: 'Spring services', city: 'München', skills: ['java', 'spring-boot'], client: 'Bosch', status: 'open' },
  { _id: 'c', title: 'Platform engineer', summary: 'Kubernetes and Terraform for the developer platform', city: 'Wrocław', skills: ['kubernetes'], status: 'open' },
  { _id: 'd', title: 'JavaScript trainer', summary: 'Teach developers React', city: 'Plzeň', skills: ['javascript', 'react'], status: 'closed' },
  { _id: 'e', title: 'Data analyst', summary: 'Reports for Müller GmbH', city: 'Praha', skills: ['sql'], status: 'open' },
];

async function jobs(name: string): Promise<Collection<Job>> {
  const collection = new Collection<Job>(name);
  for (const job of JOBS) await collection.insertAsync({ ...job });
  await collection.createIndexAsync({ title: 'text', summary: 'text', city: 'text', skills: 'text', client: 'text' }, { weights: { title: 10, skills: 5 } });
  return collection;
}

const search = async (collection: Collection<Job>, text: string, extra: Record<string, unknown> = {}) =>
  (await collection.find({ $text: { $search: text }, ...extra }, { sort: { _id: 1 } }).fetchAsync()).map((job) => job._id);

describe('SQLite text indexes', () => {
  it('finds every word in any order, by word start, accents folded both ways', async () => {
    const collection = await jobs('textWords');
    expect(await search(collection, 'react developer')).toEqual(['a', 'd']);
    expect(await search(collection, 'developer react')).toEqual(['a', 'd']);
    expect(await search(collection, 'krakow')).toEqual(['a']);
    expect(await search(collection, 'Wroclaw')).toEqual(['c']);
    expect(await search(collection, 'munchen java')).toEqual(['b']);
    expect(await search(collection, 'plzen')).toEqual(['d']);
    expect(await search(collection, 'Muller')).toEqual(['e']);
    expect(await search(collection, 'Müller')).toEqual(['e']);
    expect(await search(collection, 'dev')).toEqual(['a', 'c', 'd']);
    expect(await search(collection, 'spring boot')).toEqual(['b']);
    expect(await search(collection, 'react bosch')).toEqual([]);
    expect(await search(collection, '  ...  ')).toEqual([]);
    expect(fallbacks).toEqual([]);
  });

  it('forgives a small typo in a longer word, not in a short one', async () => {
    const collection = await jobs('textTypos');
    expect(await search(collection, 'javascirpt')).toEqual(['d']);
    expect(await search(collection, 'kubernets')).toEqual(['c']);
    expect(await search(collection, 'terrafrom')).toEqual(['c']);
    // Four letters take no typo: "jana" is not "java".
    expect(await search(collection, 'jana')).toEqual([]);
  });

  it('finds a term by any of its alternatives; several words of one alternative as a phrase', async () => {
    const collection = await jobs('textAlternatives');
    expect(await search(collection, 'k8s|kubernetes')).toEqual(['c']);
    expect(await search(collection, 'k8s')).toEqual([]);
    expect(await search(collection, 'springboot|spring-boot backend')).toEqual(['b']);
    expect(await search(collection, 'boot-spring')).toEqual([]);
    expect(await search(collection, '|||')).toEqual([]);
  });

  it('limits a search to $fields and combines it with the rest of the selector', async () => {
    const collection = await jobs('textFields');
    const inFields = async (text: string, fields: string[]) =>
      (await collection.find({ $text: { $search: text, $fields: fields } }, { sort: { _id: 1 } }).fetchAsync()).map((job) => job._id);
    expect(await inFields('acme', ['title', 'summary'])).toEqual([]);
    expect(await inFields('acme', ['client'])).toEqual(['a']);
    expect(await search(collection, 'react', { status: 'open' })).toEqual(['a']);
    expect(await search(collection, 'react', { $and: [{ status: 'closed' }] })).toEqual(['d']);
    expect(await collection.find({ status: 'open', $and: [{ $text: { $search: 'developer' } }] }).countAsync()).toBe(2);
    await expect(collection.find({ $text: { $search: 'x', $fields: ['nope'] } }).fetchAsync()).rejects.toThrow(/nope is not a field/);
    expect(fallbacks).toEqual([]);
  });

  it('ranks by relevance with the index weights, ties broken by the rest of the sort', async () => {
    const collection = await jobs('textRank');
    const ranked = await collection.find({ $text: { $search: 'react' } }, { sort: { score: { $meta: 'textScore' }, _id: 1 } }).fetchAsync();
    // 'a' has React in its title (weight 10) and skills; 'd' in its summary and skills.
    expect(ranked.map((job) => job._id)).toEqual(['a', 'd']);
    const page = await collection.find({ $text: { $search: 'developer' } }, { sort: { score: { $meta: 'textScore' } }, limit: 1, skip: 1 }).fetchAsync();
    expect(page).toHaveLength(1);
    await expect(collection.find({ status: 'open' }, { sort: { score: { $meta: 'textScore' } } }).fetchAsync()).rejects.toThrow(/needs a \$text query/);
    expect(fallbacks).toEqual([]);
  });

  it('follows every write and is built for documents stored before it; survives a reopen', async () => {
    const collection = await jobs('textWrites');
    await collection.updateAsync('e', { $set: { title: 'Rust developer' } });
    expect(await search(collection, 'rust')).toEqual(['e']);
    expect(await search(collection, 'analyst')).toEqual([]);
    await collection.removeAsync('a');
    expect(await search(collection, 'krakow')).toEqual([]);
    await collection.insertAsync({ _id: 'f', title: 'Łódź tester' });
    await closeStorage();
    configureStorage({ dataDir: store.dataDir, engine: 'sqlite' });
    // The same collection object reaches the reopened file.
    expect(await search(collection, 'lodz')).toEqual(['f']);
    expect(await search(collection, 'developer')).toEqual(['c', 'd', 'e']);
  });

  it('refuses $text without a text index and a second text index, as MongoDB does', async () => {
    const plain = new Collection<Job>('textNone');
    await plain.insertAsync({ _id: 'a', title: 'x' });
    await expect(plain.find({ $text: { $search: 'x' } }).fetchAsync()).rejects.toThrow(/text index required/);
    const collection = await jobs('textTwice');
    expect(await collection.createIndexAsync({ title: 'text', summary: 'text', city: 'text', skills: 'text', client: 'text' }, { weights: { title: 10, skills: 5 } })).toBe(
      'title_text_summary_text_city_text_skills_text_client_text',
    );
    await expect(collection.createIndexAsync({ title: 'text' })).rejects.toThrow(/one text index/);
    await collection.dropIndexAsync('title_text_summary_text_city_text_skills_text_client_text');
    await expect(collection.find({ $text: { $search: 'x' } }).fetchAsync()).rejects.toThrow(/text index required/);
  });

  it('evaluates $text under $or through the index when the rest runs in memory', async () => {
    const collection = await jobs('textOr');
    const found = await collection.find({ $or: [{ $text: { $search: 'kubernetes' } }, { city: 'Praha' }] }, { sort: { _id: 1 } }).fetchAsync();
    expect(found.map((job) => job._id)).toEqual(['c', 'e']);
    const viaWhere = await collection.find({ $or: [{ $text: { $search: 'kubernetes' } }, { $where: 'true' }] }).fetchAsync().catch((error: Error) => error.message);
    expect(String(viaWhere)).not.toContain('text index required');
  });
});
