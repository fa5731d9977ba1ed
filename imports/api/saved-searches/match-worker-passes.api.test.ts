// The match worker tells a listener of each pass it completed (bench/notifications times the
// passes through it): the app's own worker is stopped and one with a listener runs the queue; a
// project published and an expert entry published are each reported as their list's pass, with
// the documents, the hits and alerts it queued and the wall time of its three steps.
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { projectInput } from '../projects/api.testkit';
import type { CandidateData } from '../users/schema';
import { type CompletedPass, type MatchWorker, startMatchWorker } from './match-worker';

let fixture: AppFixture;
let worker: MatchWorker;
const passes: CompletedPass[] = [];

beforeAll(async () => {
  fixture = await startAppFixture();
  await fixture.app.savedSearchMatching.stop();
  worker = startMatchWorker(() => {}, { onPass: (pass) => passes.push(pass) });
});
afterAll(async () => {
  await worker.stop();
  await fixture.stop();
});

const searchOf = (filters: Record<string, unknown>) => ({ name: 'Told at once', frequency: 'instant', filters, timeZone: 'Europe/Prague' });

const candidateData: CandidateData = {
  country: 'CZ',
  city: 'Brno',
  headline: 'Backend developer',
  languages: [{ language: 'en', level: 'C1' }],
  availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
  fieldsOfExpertise: ['software-development'],
  skills: ['java'],
  yearsOfExperience: 8,
};

describe('the match worker’s listener', () => {
  it('is told of each list’s pass: its documents, hits, alerts and step times', async () => {
    const admin = await fixture.connectAs(['admin']);
    const searcher = await fixture.connectAs(['candidate']);
    await searcher.connection.callAsync('savedSearches.save', searchOf({ text: 'lagoons' }));
    await admin.connection.callAsync('savedSearches.saveExperts', searchOf({ skills: ['java'] }));

    const { _id: projectId } = (await admin.connection.callAsync('projects.create', projectInput({ title: 'Harbour lagoons platform' }))) as { _id: string };
    await admin.connection.callAsync('projects.publish', projectId);
    await worker.idle();
    const candidate = await fixture.createUser({ roles: ['candidate'], profile: { name: { first: 'Jana', last: 'Dvořáková' } } });
    await Meteor.users.updateAsync({ _id: candidate.userId }, { $set: { candidateData } });
    const { _id: personId } = (await admin.connection.callAsync('people.publishFromCandidate', candidate.userId)) as { _id: string };
    await worker.idle();

    expect(passes).toMatchObject([
      { list: 'projects', docIds: [projectId], result: { searches: 1, hits: 1, alerts: 1 } },
      { list: 'experts', docIds: [personId], result: { searches: 1, hits: 1, alerts: 1 } },
    ]);
    for (const { result } of passes) {
      for (const step of ['match', 'record', 'alert'] as const) expect(result.ms[step]).toBeGreaterThanOrEqual(0);
    }
    admin.close();
    searcher.close();
  });
});
