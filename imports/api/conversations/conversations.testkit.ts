// The people of a conversation's tests, over real DDP: a company that sent a request (its owner
// and a colleague), a member of another company, a candidate who applied to a project, another
// candidate, an admin and an anonymous visitor.
import type { AppFixture, LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { NotificationEvents } from '../notifications/events';
import { joinByInvitation } from '../company-invitations/invitations.testkit';
import { projectInput } from '../projects/api.testkit';

export const PEOPLE = ['anonymous', 'candidate', 'otherCandidate', 'member', 'colleague', 'otherMember', 'admin'] as const;
export type Person = (typeof PEOPLE)[number];

export interface ConversationWorld {
  as: Record<Person, LoggedInConnection>;
  companyId: string;
  requestId: string;
  applicationId: string;
  close(): void;
}

let counter = 0;

function companyInput() {
  counter += 1;
  return { name: `Conversations Test ${counter}`, companyIdNumber: `6631${counter}${Date.now() % 1000}05`, country: 'AT' };
}

export async function conversationWorld(app: AppFixture): Promise<ConversationWorld> {
  const admin = await app.connectAs(['admin'], { profile: { name: { first: 'Petra', last: 'Agent' } } });
  const member = await app.connectAs(['customer'], { profile: { name: { first: 'Markus', last: 'Huber' } } });
  const colleague = await app.connectAs(['customer']);
  const otherMember = await app.connectAs(['customer']);
  const candidate = await app.connectAs(['candidate'], { profileComplete: true, profile: { name: { first: 'Jana', last: 'Nováková' } } });
  const otherCandidate = await app.connectAs(['candidate'], { profileComplete: true });
  const anonymous = await app.connectAs(null);
  const companyId = (await member.connection.callAsync('companies.register', companyInput())) as string;
  await joinByInvitation(member.connection, companyId, colleague);
  await otherMember.connection.callAsync('companies.register', companyInput());
  const requestId = (await member.connection.callAsync('peopleRequests.send', { title: 'Two PLC engineers', message: 'For a line retrofit in Linz.', duration: 4 })) as string;
  const project = (await admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
  await admin.connection.callAsync('projects.publish', project._id);
  const applicationId = (await candidate.connection.callAsync('applications.apply', project._id, { note: 'Available from May.' })) as string;
  const as = { anonymous, candidate, otherCandidate, member, colleague, otherMember, admin };
  return { as, companyId, requestId, applicationId, close: () => Object.values(as).forEach((person) => person.close()) };
}

/**
 * Waits until the notification events of these messages are dispatched. The dispatcher's idle()
 * alone may answer before its live query has seen an event committed a moment ago.
 */
export async function untilDispatched(app: AppFixture, messageIds: string[], timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const selector = { 'params.messageId': { $in: messageIds } };
  for (;;) {
    await app.app.notifications.dispatcher.idle();
    const done = await NotificationEvents.find({ ...selector, dispatchedAt: { $exists: true } }).countAsync();
    if (done === messageIds.length) return;
    if (Date.now() > deadline) throw new Error(`${done} of ${messageIds.length} message events dispatched within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
