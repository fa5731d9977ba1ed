// The saved searches' match queue against the real server: a publish's pass runs through the
// queue and leaves it empty; a record processed twice (a crash after the pass, before the record's
// removal) alerts nobody twice; a pass whose hits were recorded but whose alert was never queued
// (a crash between the two) alerts once when run again; restoring an archived project tells the
// searches saved while it was archived, and only them.
import { describe, expect, it } from 'vitest';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { alertsOf, alertSteps, mailsOf, wordsInTurn } from './alerts.testkit';
import { SavedSearchHits } from './collection';
import { SavedSearchMatchQueue } from './match-queue';

const suite = setUpRoleSuite();
const { publish, settled, saveSearch } = alertSteps(suite);
const uniqueWord = wordsInTurn(['lagoons', 'quarries', 'walrus', 'juniper', 'cobalt', 'meadows']);

/** A record as a crash leaves it: written with the change, its pass not (or not wholly) run. */
const leaveRecord = (projectId: string) => SavedSearchMatchQueue.insertAsync({ list: 'projects', docId: projectId, queuedAt: new Date() });
const queuedFor = (projectId: string) => SavedSearchMatchQueue.find({ docId: projectId }).countAsync();

describe('the match queue', () => {
  it('runs a publish’s pass: the searcher is alerted and the queue is left empty', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    const searchId = await saveSearch(searcher, word, 'instant');
    const projectId = await publish(`Harbour ${word} platform`);
    await settled();
    const [alert, ...more] = await alertsOf(searcher.userId!);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchId, projectTitle: `Harbour ${word} platform`, count: '1' });
    expect(await queuedFor(projectId)).toBe(0);
    expect((await SavedSearchHits.findOneAsync({ _id: `${searchId}:${projectId}` }))!.alertedAt).toBeInstanceOf(Date);
    searcher.close();
  });

  it('a record processed twice alerts nobody twice', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    await saveSearch(searcher, word, 'instant');
    const projectId = await publish(`Billing ${word} rewrite`);
    await settled();
    // The pass ran, then the server died before the record was removed: it runs again at start.
    await leaveRecord(projectId);
    await leaveRecord(projectId);
    await settled();
    expect(await queuedFor(projectId)).toBe(0);
    expect(await alertsOf(searcher.userId!)).toHaveLength(1);
    expect(await mailsOf(searcher.userId!)).toHaveLength(1);
    expect(await SavedSearchHits.find({ projectId }).countAsync()).toBe(1);
    searcher.close();
  });

  it('a pass whose hits were recorded but whose alert was never queued alerts once when run again', async () => {
    const word = uniqueWord();
    const projectId = await publish(`Warehouse ${word} scanner`);
    await settled();
    const searcher = await suite.app.connectAs(['customer']);
    const searchId = await saveSearch(searcher, word, 'instant');
    // What the pass had written when the server died: the hit, not yet alerted, and its record.
    await SavedSearchHits.insertAsync({ _id: `${searchId}:${projectId}`, searchId, userId: searcher.userId!, projectId, foundAt: new Date() });
    await leaveRecord(projectId);
    await settled();
    const [alert, ...more] = await alertsOf(searcher.userId!);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchId, projectTitle: `Warehouse ${word} scanner` });
    await leaveRecord(projectId);
    await settled();
    expect(await alertsOf(searcher.userId!)).toHaveLength(1);
    expect(await mailsOf(searcher.userId!)).toHaveLength(1);
    searcher.close();
  });
});

describe('restoring from the archive', () => {
  it('alerts the searches saved while the project was archived, once, and not those alerted before', async () => {
    const word = uniqueWord();
    const before = await suite.app.connectAs(['candidate']);
    await saveSearch(before, word, 'instant');
    const projectId = await publish(`Satellite ${word} telemetry`);
    await settled();
    expect(await alertsOf(before.userId!)).toHaveLength(1);
    await suite.admin.connection.callAsync('projects.archive', projectId);
    const during = await suite.app.connectAs(['candidate']);
    const duringSearch = await saveSearch(during, word, 'instant');
    await settled();
    expect(await alertsOf(during.userId!)).toEqual([]);
    await expect(suite.admin.connection.callAsync('projects.restore', projectId)).resolves.toEqual({ status: 'open' });
    await settled();
    const [alert, ...more] = await alertsOf(during.userId!);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchId: duringSearch, projectTitle: `Satellite ${word} telemetry` });
    expect(await mailsOf(during.userId!)).toHaveLength(1);
    expect(await alertsOf(before.userId!)).toHaveLength(1);
    expect(await mailsOf(before.userId!)).toHaveLength(1);
    expect(await queuedFor(projectId)).toBe(0);
    before.close();
    during.close();
  });

  it('a project restored as closed queues no pass and alerts nobody', async () => {
    const word = uniqueWord();
    const projectId = await publish(`Vineyard ${word} sensors`);
    await suite.admin.connection.callAsync('projects.close', projectId);
    await suite.admin.connection.callAsync('projects.archive', projectId);
    await settled();
    const searcher = await suite.app.connectAs(['candidate']);
    await saveSearch(searcher, word, 'instant');
    await expect(suite.admin.connection.callAsync('projects.restore', projectId)).resolves.toEqual({ status: 'closed' });
    expect(await queuedFor(projectId)).toBe(0);
    await settled();
    expect(await alertsOf(searcher.userId!)).toEqual([]);
    searcher.close();
  });
});
