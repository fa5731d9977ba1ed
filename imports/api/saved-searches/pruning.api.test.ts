// Pruning the saved searches' hits with the daily retention run, against the real server: hits of
// a deleted search or a deleted project go at once; those of a closed or archived project go
// HIT_KEEP_AFTER_CLOSE_MS after it left the list; those of an open project stay for ever (they
// are what keeps a reopened project from being alerted twice).
import { describe, expect, it } from 'vitest';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { runRetention } from '../retention/retention-run';
import { alertSteps } from './alerts.testkit';
import { SavedSearches, SavedSearchHits } from './collection';
import { HIT_KEEP_AFTER_CLOSE_MS } from './pruning';

const suite = setUpRoleSuite();
const { publish, settled, saveSearch } = alertSteps(suite);
const DAY = 24 * 60 * 60 * 1000;

const hitIds = async () => (await SavedSearchHits.find({}, { fields: { _id: 1 } }).fetchAsync()).map((hit) => hit._id).sort();

describe('pruning the hits', () => {
  it('removes exactly the hits of deleted searches and projects at once, and of projects off the list after the retention', async () => {
    const searcher = await suite.app.connectAs(['candidate']);
    const kept = await saveSearch(searcher, 'pelicans', 'daily');
    const orphaned = await saveSearch(searcher, 'pelicans', 'weekly', { skills: ['java'] });
    const open = await publish('Open pelicans portal');
    const closed = await publish('Closed pelicans portal');
    const archived = await publish('Archived pelicans portal');
    const deleted = await publish('Deleted pelicans portal');
    await settled();
    const pairs = (searchId: string, projectIds: string[]) => projectIds.map((projectId) => `${searchId}:${projectId}`);
    expect(await hitIds()).toEqual([...pairs(kept, [open, closed, archived, deleted]), ...pairs(orphaned, [open, closed, archived, deleted])].sort());
    await suite.admin.connection.callAsync('projects.close', closed);
    await suite.admin.connection.callAsync('projects.archive', archived);
    await suite.admin.connection.callAsync('projects.delete', deleted);
    // A search removed without its hits, as a crash between deleteSearch's two removals leaves it.
    await SavedSearches.removeAsync({ _id: orphaned });

    const withinRetention = await runRetention(new Date(Date.now() + HIT_KEEP_AFTER_CLOSE_MS - DAY));
    expect(withinRetention.savedSearchHits).toBe(5);
    expect(await hitIds()).toEqual(pairs(kept, [open, closed, archived]).sort());

    const afterRetention = await runRetention(new Date(Date.now() + HIT_KEEP_AFTER_CLOSE_MS + DAY));
    expect(afterRetention.savedSearchHits).toBe(2);
    expect(await hitIds()).toEqual(pairs(kept, [open]));
    // Nothing more to prune: a second run the same day removes nothing.
    expect((await runRetention(new Date(Date.now() + HIT_KEEP_AFTER_CLOSE_MS + DAY))).savedSearchHits).toBe(0);
    searcher.close();
  });
});
