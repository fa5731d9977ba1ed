// The events about people over a real WebSocket: documents to agree (recorded in the documents'
// own database), company invitations and memberships, expert entries, and the agency inbox
// (contact messages, invitation requests). Each tells exactly the person or the admins the issue
// names, never the actor, a member of another company or another candidate.
import { Meteor } from 'meteor/meteor';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { joinByInvitation } from '../company-invitations/invitations.testkit';
import { DocumentTemplates } from '../document-templates/collection';
import { ensureDefaults } from '../document-templates/logic';
import { OutboxMails } from '../mail-outbox/collection';
import { projectInput } from '../projects/api.testkit';
import { candidate as sampleCandidate } from '../users/samples.testkit';
import { intlFor } from '../../i18n/intl';
import { DocumentNotificationEvents, NotificationEvents } from './events';
import { notificationText } from './kinds';
import { expectNotTold, heardOf } from './notifications.testkit';

const suite = setUpRoleSuite();
let templateId: string;
let counter = 0;

const adminIds = () => [suite.admin.userId, suite.as.get('admin')!.userId];
const candidate = () => suite.as.get('candidate')!;
const otherCandidate = () => suite.as.get('candidate+customer')!;

async function companyOf(owner = suite.as.get('customer')!) {
  counter += 1;
  const name = `People Events ${counter}`;
  const companyId = (await owner.connection.callAsync('companies.register', { name, companyIdNumber: `9951${counter}005`, country: 'CZ' })) as string;
  return { companyId, name };
}

beforeAll(async () => {
  await ensureDefaults();
  templateId = (await DocumentTemplates.findOneAsync({ type: 'nda', language: 'en', active: true }))!._id;
});

describe('documents to agree', () => {
  it('an assigned document tells the person, linked to it; the agreement tells the admins; both events are in the documents database', async () => {
    const person = candidate();
    const assigned = await heardOf(suite.app, 'document.assigned', () => suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, userId: person.userId }));
    const documentId = assigned.result as string;
    expect(assigned.of(person.userId)).toMatchObject({ link: `/engine/my-documents/${documentId}/`, params: { documentTitle: expect.any(String) } });
    expectNotTold(assigned, [...adminIds(), otherCandidate().userId]);

    const agreed = await heardOf(suite.app, 'document.agreed', () => person.connection.callAsync('peopleDocuments.agree', documentId, { clientTime: new Date() }));
    for (const adminId of adminIds()) expect(agreed.of(adminId)).toMatchObject({ link: '/engine/admin/documents/', params: { documentTitle: assigned.of(person.userId).params.documentTitle } });
    expectNotTold(agreed, [person.userId, otherCandidate().userId]);
    // Agreeing again answers the first record and tells nobody again.
    expect((await heardOf(suite.app, 'document.agreed', () => person.connection.callAsync('peopleDocuments.agree', documentId, {}))).notifications).toEqual([]);

    expect(await DocumentNotificationEvents.find({ kind: { $in: ['document.assigned', 'document.agreed'] } }).countAsync()).toBe(2);
    expect(await NotificationEvents.find({ kind: { $in: ['document.assigned', 'document.agreed'] } }).countAsync()).toBe(0);
  });

  it("the NDA a candidate asks for by clicking Apply is not announced to them", async () => {
    const created = (await suite.admin.connection.callAsync('projects.create', projectInput({ ndaRequired: true }))) as { _id: string };
    await suite.admin.connection.callAsync('projects.publish', created._id);
    const heard = await heardOf(suite.app, 'document.assigned', () => otherCandidate().connection.callAsync('peopleDocuments.projectNda', created._id));
    expect(heard.notifications).toEqual([]);
  });
});

describe('company invitations and membership', () => {
  it('an invitation tells an invitee with a confirmed account (the invitation mail stays the only mail); an unconfirmed address hears nothing', async () => {
    const owner = suite.as.get('customer')!;
    const { companyId, name } = await companyOf();
    const invitee = await suite.app.connectAs(['candidate']);
    const unconfirmed = await suite.app.createUser({ roles: ['candidate'], verified: false });
    const invited = await heardOf(suite.app, 'company.invited', () => owner.connection.callAsync('companies.invite', companyId, invitee.user!.email, 'member'));
    const told = invited.of(invitee.userId);
    expect(told).toMatchObject({ link: '/engine/company/', params: { companyName: name } });
    expect(await OutboxMails.findOneAsync({ _id: told._id })).toBeUndefined();
    expect(await OutboxMails.find({ to: invitee.user!.email, topic: 'account' }).countAsync()).toBe(1);
    expectNotTold(invited, [owner.userId, ...adminIds()]);

    const stranger = await heardOf(suite.app, 'company.invited', () => owner.connection.callAsync('companies.invite', companyId, unconfirmed.email, 'member'));
    expect(stranger.notifications).toEqual([]);
    const nobody = await heardOf(suite.app, 'company.invited', () => owner.connection.callAsync('companies.invite', companyId, `nobody-${counter}@example.com`, 'member'));
    expect(nobody.notifications).toEqual([]);
  });

  it("a role change and a removal tell that member; the owner who made them and another company's members hear nothing; leaving tells nobody", async () => {
    const owner = await suite.app.connectAs(['customer']);
    const { companyId, name } = await companyOf(owner);
    const member = await suite.app.connectAs(['customer']);
    const leaver = await suite.app.connectAs(['customer']);
    const elsewhere = await suite.app.connectAs(['customer']);
    await companyOf(elsewhere);
    await joinByInvitation(owner.connection, companyId, member);
    await joinByInvitation(owner.connection, companyId, leaver);

    const promoted = await heardOf(suite.app, 'company.role-changed', () => owner.connection.callAsync('companies.setMemberRole', companyId, member.userId, 'owner'));
    expect(promoted.of(member.userId)).toMatchObject({ params: { companyName: name, role: 'owner' }, link: '/engine/company/' });
    expect(notificationText(intlFor('en'), 'company.role-changed', promoted.of(member.userId).params)).toBe(`Your role in ${name} is now Owner.`);
    expect(notificationText(intlFor('sk'), 'company.role-changed', promoted.of(member.userId).params)).toBe(`Vaša rola vo firme ${name} je teraz: Vlastník.`);
    expectNotTold(promoted, [owner.userId, leaver.userId, elsewhere.userId]);

    const removed = await heardOf(suite.app, 'company.removed', () => member.connection.callAsync('companies.removeMember', companyId, owner.userId));
    expect(removed.of(owner.userId).params).toEqual({ companyName: name });
    expectNotTold(removed, [member.userId, leaver.userId, elsewhere.userId]);

    const left = await heardOf(suite.app, 'company.removed', () => leaver.connection.callAsync('companies.removeMember', companyId, leaver.userId));
    expect(left.notifications).toEqual([]);
  });
});

describe('expert entries', () => {
  it('publishing tells the candidate, linked to the entry, once; unpublishing tells them too', async () => {
    const person = await suite.app.connectAs(['candidate'], { profile: { name: { first: 'Petra', last: 'Novotná' } } });
    await Meteor.users.updateAsync({ _id: person.userId! }, { $set: { candidateData: sampleCandidate().candidateData } });
    const published = await heardOf(suite.app, 'entry.published', () => suite.admin.connection.callAsync('people.publishFromCandidate', person.userId));
    const entry = published.result as { _id: string; urlName: string };
    expect(published.of(person.userId).link).toBe(`/engine/experts/${entry._id}/${entry.urlName}/`);
    expectNotTold(published, [...adminIds(), otherCandidate().userId]);
    const refreshed = await heardOf(suite.app, 'entry.published', () => suite.admin.connection.callAsync('people.publishFromCandidate', person.userId));
    expect(refreshed.notifications).toEqual([]);

    const unpublished = await heardOf(suite.app, 'entry.unpublished', () => suite.admin.connection.callAsync('people.unpublish', entry._id));
    expect(unpublished.of(person.userId).link).toBe('/engine/profile/');
    expectNotTold(unpublished, [...adminIds(), otherCandidate().userId]);
    expect((await heardOf(suite.app, 'entry.unpublished', () => suite.admin.connection.callAsync('people.unpublish', entry._id))).notifications).toEqual([]);

    const again = await heardOf(suite.app, 'entry.published', () => suite.admin.connection.callAsync('people.publishFromCandidate', person.userId));
    expect(again.of(person.userId)).toBeDefined();
  });
});

describe('the agency inbox', () => {
  it('a contact message tells the admins with the sender and subject; a signed-in sender is not told', async () => {
    const message = { name: 'Eva Horváthová', email: 'eva@example.com', subject: 'Rates', message: 'What are your fees?', consent: true };
    const fromVisitor = await heardOf(suite.app, 'contact.received', () => suite.as.get('anonymous')!.connection.callAsync('contactMessages.send', message));
    for (const adminId of adminIds()) expect(fromVisitor.of(adminId)).toMatchObject({ params: { senderName: 'Eva Horváthová', subject: 'Rates' }, link: '/engine/admin/messages/' });
    expectNotTold(fromVisitor, [candidate().userId, suite.as.get('customer')!.userId]);

    const fromAdmin = await heardOf(suite.app, 'contact.received', () => suite.admin.connection.callAsync('contactMessages.send', message));
    expect(fromAdmin.told(suite.as.get('admin')!.userId)).toBe(true);
    expectNotTold(fromAdmin, [suite.admin.userId]);
  });

  it('an invitation request tells the admins; asking again with an open one tells nobody', async () => {
    const request = { email: `asks-${Date.now()}@example.com`, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', consent: true };
    const asked = await heardOf(suite.app, 'invitation.requested', () => suite.as.get('anonymous')!.connection.callAsync('invitationRequests.create', request));
    for (const adminId of adminIds()) expect(asked.of(adminId)).toMatchObject({ params: { requesterName: 'Jan Novák' }, link: '/engine/admin/invitations/' });
    expectNotTold(asked, [candidate().userId]);
    const again = await heardOf(suite.app, 'invitation.requested', () => suite.as.get('anonymous')!.connection.callAsync('invitationRequests.create', request));
    expect(again.notifications).toEqual([]);
  });
});
