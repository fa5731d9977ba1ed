// With the rate limits on (as `npm start` runs), one person's messages are limited to
// MESSAGES_PER_USER_PER_MINUTE (20) a minute, whatever thread and connection they use: the next
// gets Meteor's too-many-requests with the time to wait, and nothing is stored; others still write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { MESSAGES_PER_USER_PER_MINUTE } from '../../startup/server/rate-limits';
import { failureOf } from '../common/api.testkit';
import { ConversationMessages } from './collection';
import { type ConversationWorld, conversationWorld } from './conversations.testkit';

let app: AppFixture;
let world: ConversationWorld;

beforeAll(async () => {
  app = await startAppFixture({ rateLimits: true });
  world = await conversationWorld(app);
});
afterAll(async () => {
  world?.close();
  await app?.stop();
});

describe('conversations.send under the rate limits', () => {
  it(`takes ${MESSAGES_PER_USER_PER_MINUTE} messages a minute from one person and refuses the next`, async () => {
    const candidate = world.as.candidate.connection;
    for (let index = 1; index <= MESSAGES_PER_USER_PER_MINUTE; index += 1) {
      await candidate.callAsync('conversations.send', 'application', world.applicationId, `Message ${index}`);
    }
    const refused = await failureOf(candidate.callAsync('conversations.send', 'application', world.applicationId, 'One too many'));
    expect(refused.error).toBe('too-many-requests');
    expect(refused.details).toMatchObject({ timeToReset: expect.any(Number) });
    expect(await ConversationMessages.find({ senderId: world.as.candidate.userId as string }).countAsync()).toBe(MESSAGES_PER_USER_PER_MINUTE);
    // Another person is not held up by it.
    expect(await world.as.admin.connection.callAsync('conversations.send', 'application', world.applicationId, 'Still here')).toEqual(expect.any(String));
  });
});
