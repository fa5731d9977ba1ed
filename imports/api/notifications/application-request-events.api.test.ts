// The events of applications and requests over a real WebSocket: each method records its event in
// the same write as the change, and the dispatcher tells exactly the people the issue names
// (admins, the sender, every member of the company), never the actor, a member of another company
// or another candidate; a guarded write that matched nothing records no event.
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { joinByInvitation } from '../company-invitations/invitations.testkit';
import { projectInput } from '../projects/api.testkit';
import { intlFor } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import { NotificationEvents } from './events';
import { type NotificationKind, type NotificationParams, notificationText } from './kinds';
import { eventsDispatched, expectNotTold, heardOf } from './notifications.testkit';

const suite = setUpRoleSuite();
let counter = 0;
const applicationInput = { note: 'Two S/4HANA migrations.' };

async function openProject(title: string): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput({ title }))) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

/** A company with its owner and a member, and another company's owner. */
async function companies() {
  counter += 1;
  const owner = await suite.app.connectAs(['customer'], { profile: { name: { first: 'Olga', last: 'Berger' } } });
  const member = await suite.app.connectAs(['customer']);
  const stranger = await suite.app.connectAs(['customer']);
  const companyId = (await owner.connection.callAsync('companies.register', { name: `Events Test ${counter}`, companyIdNumber: `8841${counter}005`, country: 'AT' })) as string;
  await stranger.connection.callAsync('companies.register', { name: `Other Events ${counter}`, companyIdNumber: `8842${counter}005`, country: 'AT' });
  await joinByInvitation(owner.connection, companyId, member);
  return { owner, member, stranger, companyId, name: `Events Test ${counter}` };
}

/** A notification's sentence as a reader of `locale` reads it. */
const said = (locale: Locale, notification: { kind: NotificationKind; params: NotificationParams } | undefined) => notificationText(intlFor(locale), notification!.kind, notification!.params);

const adminIds = () => [suite.admin.userId, suite.as.get('admin')!.userId];

beforeAll(async () => {
  suite.as.set('candidateB', await suite.app.connectAs(['candidate'], { profileComplete: true }));
});

describe('application events', () => {
  it('submitted and withdrawn tell the admins, not the candidate nor another candidate', async () => {
    const projectId = await openProject('Controls engineer for a line retrofit');
    const candidate = suite.as.get('candidate')!;
    const submitted = await heardOf(suite.app, 'application.submitted', () => candidate.connection.callAsync('applications.apply', projectId, applicationInput));
    for (const adminId of adminIds()) {
      expect(submitted.of(adminId)).toMatchObject({ params: { projectTitle: 'Controls engineer for a line retrofit' }, link: '/engine/admin/applications/' });
    }
    expectNotTold(submitted, [candidate.userId, suite.as.get('candidateB')!.userId, suite.as.get('customer')!.userId]);

    const withdrawn = await heardOf(suite.app, 'application.withdrawn', () => candidate.connection.callAsync('applications.withdraw', submitted.result));
    for (const adminId of adminIds()) expect(withdrawn.of(adminId).params.projectTitle).toBe('Controls engineer for a line retrofit');
    expectNotTold(withdrawn, [candidate.userId, suite.as.get('candidateB')!.userId]);
  });

  it('an admin who applies is not told of their own application', async () => {
    const projectId = await openProject('Platform engineer');
    const admin = suite.as.get('admin')!;
    const heard = await heardOf(suite.app, 'application.submitted', () => admin.connection.callAsync('applications.apply', projectId, applicationInput));
    expect(heard.told(suite.admin.userId)).toBe(true);
    expectNotTold(heard, [admin.userId]);
  });

  it('a guarded write that matched nothing records no event: withdrawing a closed application again', async () => {
    const projectId = await openProject('SAP FI consultant');
    const candidate = suite.as.get('candidateB')!;
    const applicationId = (await candidate.connection.callAsync('applications.apply', projectId, applicationInput)) as string;
    await candidate.connection.callAsync('applications.withdraw', applicationId);
    await eventsDispatched(suite.app);
    const events = () => NotificationEvents.find({ kind: { $in: ['application.withdrawn', 'application.moved'] } }).countAsync();
    const before = await events();
    const again = await heardOf(suite.app, 'application.withdrawn', () => failureOf(candidate.connection.callAsync('applications.withdraw', applicationId)));
    expect(again.result.error).toBe(409);
    expect(again.notifications).toEqual([]);
    expect(await events()).toBe(before);
  });
});

describe('request events', () => {
  it('sent: the admins hear, the sender gets a confirmation, the other members and strangers nothing', async () => {
    const world = await companies();
    const sent = await heardOf(suite.app, 'request.sent', () =>
      heardOf(suite.app, 'request.confirmed', () => world.owner.connection.callAsync('peopleRequests.send', { message: 'Two controls engineers.', expertsWanted: 2 })),
    );
    for (const adminId of adminIds()) expect(sent.of(adminId)).toMatchObject({ params: { companyName: world.name, expertsWanted: '2' }, link: '/engine/admin/requests/' });
    expect(said('en', sent.of(suite.admin.userId))).toBe(`${world.name} sent a request for 2 experts.`);
    expect(said('cs', sent.of(suite.admin.userId))).toBe(`${world.name} poslal(a) poptávku: 2 experti.`);
    expectNotTold(sent, [world.owner.userId, world.member.userId, world.stranger.userId]);
    const confirmed = sent.result;
    expect(confirmed.of(world.owner.userId)).toMatchObject({ link: '/engine/my-requests/', params: { expertsWanted: '2' } });
    expect(confirmed.notifications).toHaveLength(1);
  });

  it("a visitor's request tells the admins; there is no account to confirm to", async () => {
    const contact = { name: 'Eva Horváthová', email: 'eva@example.com', company: 'Horváth Logistics', consent: true };
    const confirmed = await heardOf(suite.app, 'request.confirmed', () =>
      heardOf(suite.app, 'request.sent', () => suite.as.get('anonymous')!.connection.callAsync('peopleRequests.send', { message: 'A SAP architect.', title: 'SAP architect', contact })),
    );
    expect(confirmed.result.of(suite.admin.userId).params).toMatchObject({ companyName: 'Horváth Logistics', requestTitle: 'SAP architect' });
    expect(confirmed.notifications).toEqual([]);
  });

  it("moved or answered: every member of the company hears, with the admin's note; the admin and another company do not", async () => {
    const world = await companies();
    const requestId = (await world.member.connection.callAsync('peopleRequests.send', { message: 'An expert.', title: 'Kafka architect' })) as string;
    const moved = await heardOf(suite.app, 'request.moved', () => suite.admin.connection.callAsync('requests.move', requestId, 'in-progress', undefined, 'Two profiles by Friday.'));
    for (const member of [world.owner, world.member]) {
      expect(moved.of(member.userId)).toMatchObject({ params: { requestTitle: 'Kafka architect', status: 'in-progress', note: 'Two profiles by Friday.' }, link: '/engine/my-requests/' });
    }
    expectNotTold(moved, [...adminIds(), world.stranger.userId]);

    expect(said('en', moved.of(world.owner.userId))).toBe('Your request for Kafka architect is now In progress: “Two profiles by Friday.”');
    expect(said('de', moved.of(world.owner.userId))).toBe('Ihre Anfrage für Kafka architect hat jetzt den Status In Bearbeitung: „Two profiles by Friday.“');

    const closed = await heardOf(suite.app, 'request.moved', () => suite.admin.connection.callAsync('requests.move', requestId, 'closed', 'filled'));
    expect(closed.of(world.owner.userId).params).toEqual({ requestTitle: 'Kafka architect', status: 'closed', closeReason: 'filled' });
    expect(said('en', closed.of(world.owner.userId))).toBe('Your request for Kafka architect is now Closed (Experts found).');
    expect(said('de', closed.of(world.owner.userId))).toBe('Ihre Anfrage für Kafka architect hat jetzt den Status Abgeschlossen (Experten gefunden).');
  });

  it('cancelled: the admins hear; the member who cancelled does not', async () => {
    const world = await companies();
    const requestId = (await world.owner.connection.callAsync('peopleRequests.send', { message: 'An expert.' })) as string;
    const cancelled = await heardOf(suite.app, 'request.cancelled', () => world.member.connection.callAsync('requests.cancel', requestId));
    for (const adminId of adminIds()) expect(cancelled.of(adminId)).toMatchObject({ params: { companyName: world.name, expertsWanted: '1' }, link: '/engine/admin/requests/' });
    expect(said('en', cancelled.of(suite.admin.userId))).toBe(`${world.name} cancelled its request for an expert.`);
    expect(said('de', cancelled.of(suite.admin.userId))).toBe(`${world.name} hat die Anfrage für einen Experten storniert.`);
    expectNotTold(cancelled, [world.member.userId, world.stranger.userId]);

    const again = await heardOf(suite.app, 'request.cancelled', () => failureOf(world.owner.connection.callAsync('requests.cancel', requestId)));
    expect(again.result.error).toBe(409);
    expect(again.notifications).toEqual([]);
    const stranger = await heardOf(suite.app, 'request.cancelled', () => failureOf(world.stranger.connection.callAsync('requests.cancel', requestId)));
    expect(stranger.result.error).toBe(404);
    expect(stranger.notifications).toEqual([]);
  });
});
