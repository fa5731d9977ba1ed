// Publishing an expert and owing the saved expert searches their pass are one writeTogether
// (people/logic.ts, as projects' publish does, saved-searches/match-queue.ts): with the match
// worker stopped (the server "dies" before the pass runs) a publish leaves its record queued
// beside the entry; and a queue write that fails undoes the publication with it, so a crash
// between the two cannot keep one without the other. The failure is a real one of the database:
// the test adds a unique index on the queue's list while one expert record waits there.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { NotificationEvents } from '../notifications/events';
import { SavedSearchMatchQueue } from '../saved-searches/match-queue';
import { publishableCandidateData as candidateData } from '../users/candidate-data.testkit';
import { People } from './collection';

const suite = setUpRoleSuite();

/** A candidate account with wizard data, ready for the admin to publish. */
async function candidate(first: string, headline: string): Promise<string> {
  const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last: 'Tester' } } });
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { candidateData: candidateData(headline) } });
  return user.userId;
}

const publish = (userId: string) => suite.admin.connection.callAsync('people.publishFromCandidate', userId) as Promise<{ _id: string }>;
const queued = async () => (await SavedSearchMatchQueue.find({}, { sort: { queuedAt: 1 } }).fetchAsync()).map(({ list, docId }) => ({ list, docId }));
const flagOf = async (userId: string) => ((await Meteor.users.findOneAsync({ _id: userId })) as { hasDirectoryEntry?: boolean } | undefined)?.hasDirectoryEntry;
const noticesOf = (userId: string) => NotificationEvents.find({ kind: 'entry.published', 'audience.userIds': userId }).countAsync();

describe('publishing an expert and queueing its saved-search pass', () => {
  it('are written together: a queue write that fails leaves the expert unpublished, flagless and untold', async () => {
    // Nothing runs the queue from here on: every record stays where the publish left it.
    await suite.app.app.savedSearchMatching.stop();
    const first = await candidate('Alma', 'Java architect');
    const { _id: firstEntry } = await publish(first);
    expect(await queued()).toEqual([{ list: 'experts', docId: firstEntry }]);
    expect(await People.findOneAsync({ _id: firstEntry })).toMatchObject({ status: 'published' });

    // From now on a second expert record cannot be stored.
    await SavedSearchMatchQueue.createIndexAsync({ list: 1 }, { unique: true, name: 'one_record_per_list' });
    try {
      const second = await candidate('Bruno', 'Java developer');
      expect(await failureOf(publish(second))).toBeDefined();
      expect(await People.findOneAsync({ sourceUserId: second })).toBeUndefined();
      expect(await flagOf(second)).toBeUndefined();
      expect(await noticesOf(second)).toBe(0);

      // Publishing an unpublished entry again is undone alike: it stays unpublished.
      await suite.admin.connection.callAsync('people.unpublish', firstEntry);
      expect(await failureOf(publish(first))).toBeDefined();
      expect((await People.findOneAsync({ _id: firstEntry }))?.status).not.toBe('published');
      expect(await noticesOf(first)).toBe(1);
      expect(await queued()).toEqual([{ list: 'experts', docId: firstEntry }]);
    } finally {
      await SavedSearchMatchQueue.dropIndexAsync('one_record_per_list');
    }

    // Once the queue takes records again, the publish and its record land together.
    const third = await candidate('Cyril', 'Java lead');
    const { _id: thirdEntry } = await publish(third);
    expect(await queued()).toEqual([
      { list: 'experts', docId: firstEntry },
      { list: 'experts', docId: thirdEntry },
    ]);
    expect(await People.findOneAsync({ _id: thirdEntry })).toMatchObject({ status: 'published', sourceUserId: third });
    expect(await flagOf(third)).toBe(true);
  });
});
