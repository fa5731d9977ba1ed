// Test helpers for company invitations over a real WebSocket: joining a company the one way the
// product allows (the owner invites, the invitee accepts signed in), and the mails the server
// sends, read through Email's send hook instead of the log.
import { Email, type EmailOptions } from 'meteor/email';
import type { Connection } from '../../../packages/ddp-client/server';
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { CompanyInvitations } from './collection';
import type { CompanyInvitation } from './schema';

/** The e-mail address of a test connection's user. */
export async function addressOf(member: LoggedInConnection): Promise<string> {
  const address = (await Meteor.users.findOneAsync({ _id: member.userId ?? '' }))?.emails?.[0]?.address;
  if (!address) throw new Error('The connection has no user with an address');
  return address;
}

/** The pending invitation of `companyId` to `address`, as stored. */
export function pendingInvitation(companyId: string, address: string): Promise<CompanyInvitation | undefined> {
  return CompanyInvitations.findOneAsync({ companyId, address: address.toLowerCase(), status: 'pending' });
}

/** The owner invites `member`'s address with `role`; the member accepts it from their invitations. */
export async function joinByInvitation(owner: Connection, companyId: string, member: LoggedInConnection, role = 'member'): Promise<void> {
  const address = await addressOf(member);
  await owner.callAsync('companies.invite', companyId, address, role);
  const invitation = await pendingInvitation(companyId, address);
  if (!invitation) throw new Error(`No pending invitation for ${address}`);
  await member.connection.callAsync('companyInvitations.accept', invitation._id);
}

export interface MailBox {
  sent: EmailOptions[];
  /** The token of the last invitation link mailed to `address`. */
  tokenFor(address: string): string | undefined;
  stop(): void;
}

/**
 * Keeps every mail the server sends (and sends none) while the suite runs: read it in hooks and
 * tests. Call it before the app starts (setUpRoleSuite): Email.sendAsync's hooks run in order and
 * the app's outbox hook keeps each mail from the hooks after it.
 */
export function setUpMailBox(): MailBox {
  const box = { sent: [], tokenFor: () => undefined, stop: () => undefined } as MailBox;
  beforeAll(() => {
    Object.assign(box, catchMails());
  });
  afterAll(() => box.stop());
  return box;
}

/** Keeps every mail the server sends (and sends none). */
function catchMails(): MailBox {
  const sent: EmailOptions[] = [];
  const hook = Email.hookSend((options) => {
    sent.push(options);
    return false;
  });
  return {
    sent,
    tokenFor(address) {
      const mail = sent.filter((item) => item.to === address.toLowerCase()).at(-1);
      return /\/engine\/invitation\/([A-Za-z0-9_-]+)\//.exec(String(mail?.text ?? ''))?.[1];
    },
    stop: () => hook.stop(),
  };
}
