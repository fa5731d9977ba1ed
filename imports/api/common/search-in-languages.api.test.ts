// A visitor finds a project by a skill's name in any of the six languages, typed with or without
// its accents, as by its English name: the server widens the typed word to the skills it names
// (skill-names-in-languages.ts), the text index holding skill values only.
import { Random } from 'meteor/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { projectInput } from '../projects/api.testkit';

let app: AppFixture;
let admin: LoggedInConnection;
let visitor: LoggedInConnection;
// A word only this file's project holds, so the counts are this project's.
const word = `Okapi${Random.id(6)}`;

beforeAll(async () => {
  app = await startAppFixture();
  admin = await app.connectAs(['admin']);
  visitor = await app.connectAs(null);
  const created = (await admin.connection.callAsync(
    'projects.create',
    projectInput({ title: `${word} platform`, summary: 'Forecasts for a retail chain.', description: 'A team of four.', skills: ['machine-learning'] }),
  )) as { _id: string };
  await admin.connection.callAsync('projects.publish', created._id);
});

afterAll(async () => {
  visitor?.close();
  admin?.close();
  await app?.stop();
});

const found = (text: string) => visitor.connection.callAsync('projects.count', { text: `${word} ${text}` });

describe('searching open projects by a skill’s name in another language', () => {
  it.each(['machine', 'strojové učení', 'strojove', 'maschinelles', 'uczenie maszynowe', 'gépi tanulás', 'gepi'])('finds the project by “%s”', async (text) => {
    expect(await found(text)).toBe(1);
  });

  it('still needs every word: a word naming no skill of the project finds nothing', async () => {
    expect(await found('buchhaltung')).toBe(0);
  });
});
