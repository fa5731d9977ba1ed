// Registering a company and managing its members. Every membership change is one conditional
// update whose selector states the rule (the actor is an owner, the member is not there yet, an
// owner other than the removed one remains), so concurrent changes cannot break it.
// Decisions: the country and company ID number identify the legal entity and are not editable
// (a correction goes through the agency); registering one that is already registered goes to the
// agency (registration-clash.ts). An added member becomes a customer (role added here,
// by trusted code) and gets this company selected if they had none; removing a member keeps
// their customer role (they may belong to other companies) but clears the selection if it
// pointed here. Members join only by accepting an invitation (company-invitations/).
// A member may leave on their own; an owner may leave only while another owner remains.
// Owners (and admins) change a member's role; the last owner can be neither demoted nor removed.
// The member hears of a role change or a removal made by someone else (not of their own leaving).
// A registration the client repeats after a reconnect (same randomSeed) answers the company its
// first send registered (common/retried-insert.ts), not the agency's "already registered"; a
// removal or a leave re-sent so answers as its first send (common/call-receipts.ts).
import { isValidationError } from 'meteor/aldeed:collection2';
import { Roles } from 'meteor/alanning:roles';
import { Meteor } from 'meteor/meteor';
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import { notify } from '../notifications/events';
import { invalidError } from '../common/schema-checks';
import { Companies } from './collection';
import type { ClearableCompanyField } from './company-input-schema';
import type { ReferredRegistration } from './register-answer';
import { referRegistrationClash } from './registration-clash';
import type { Company, CompanyRole } from './schema';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';
import { oncePerCall } from '../common/call-receipts';

export type CompanyInput = Pick<Company, 'name' | 'companyIdNumber' | 'vatId' | 'address' | 'country' | 'website'>;

export type CompanyUpdate = Partial<Pick<Company, 'name' | 'vatId' | 'address' | 'website'>>;

export function registrationKeyOf(country: string, companyIdNumber: string): string {
  return `${country}:${companyIdNumber.replace(/\s+/g, '').toUpperCase()}`;
}

export async function becomeCustomerOf(userId: string, companyId: string, select: 'always' | 'ifNone'): Promise<void> {
  await Roles.addUsersToRoles(userId, 'customer');
  const selector = select === 'always' ? { _id: userId } : { _id: userId, selectedAccountId: { $exists: false } };
  await Meteor.users.updateAsync(selector, { $set: { selectedAccountId: companyId } });
}

/** The new company's id, or the clash referred to the agency (registration-clash.ts). */
export async function registerCompany(userId: string, input: CompanyInput): Promise<string | ReferredRegistration> {
  const registrant = { members: { $elemMatch: { userId, role: 'owner' } } };
  const { id: companyId, storedBefore } = await seededInsertId(Companies, registrant);
  // The first send may have stopped before the role and selection: setting them again is harmless.
  if (storedBefore) return becomeCustomerOf(userId, companyId, 'always').then(() => companyId);
  const registrationKey = registrationKeyOf(input.country, input.companyIdNumber);
  try {
    await Companies.insertAsync({ ...input, _id: companyId, members: [{ userId, role: 'owner', addedAt: new Date() }], registrationKey });
  } catch (error) {
    if (isDuplicateKeyError(error) && (await isStoredFor(Companies, companyId, registrant))) return companyId;
    if (isValidationError(error) && error.invalidKeys.some((key) => key.name === 'registrationKey' && key.type === 'notUnique')) {
      return referRegistrationClash(userId, input, registrationKey);
    }
    throw error;
  }
  await becomeCustomerOf(userId, companyId, 'always');
  return companyId;
}

/** The selector part that lets only an owner (or an admin) act on the company. */
export function ownedBy(actorId: string, actorIsAdmin: boolean): Record<string, unknown> {
  return actorIsAdmin ? {} : { members: { $elemMatch: { userId: actorId, role: 'owner' } } };
}

export async function failUnlessVisible(companyId: string, actorId: string, actorIsAdmin: boolean): Promise<never> {
  const visible = await Companies.findOneAsync(actorIsAdmin ? { _id: companyId } : { _id: companyId, 'members.userId': actorId }, {
    fields: { _id: 1 },
  });
  // Non-members learn nothing, not even that the company exists.
  if (!visible) throw userError(404, 'errors.notFound.company');
  throw userError(403, 'errors.company.ownerOnly');
}

/** Sets what `changes` names and removes the optional details named in `clear` (emptied by an owner). */
export async function updateCompany(
  actorId: string,
  actorIsAdmin: boolean,
  companyId: string,
  changes: CompanyUpdate,
  clear: readonly ClearableCompanyField[] = [],
): Promise<void> {
  const both = clear.filter((key) => key in changes);
  if (both.length > 0) throw invalidError(both.map((name) => ({ name, type: 'conflict', message: `${name} cannot be set and cleared at once` })));
  const modifier: { $set?: CompanyUpdate; $unset?: Record<string, ''> } = {};
  if (Object.keys(changes).length > 0) modifier.$set = changes;
  if (clear.length > 0) modifier.$unset = Object.fromEntries(clear.map((key) => [key, '']));
  if (!modifier.$set && !modifier.$unset) throw userError(400, 'errors.company.nothingToChange');
  const changed = await Companies.updateAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, modifier);
  if (changed !== 1) await failUnlessVisible(companyId, actorId, actorIsAdmin);
}

export async function failUnlessOwned(companyId: string, actorId: string, actorIsAdmin: boolean): Promise<void> {
  const owned = await Companies.findOneAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, { fields: { _id: 1 } });
  if (!owned) await failUnlessVisible(companyId, actorId, actorIsAdmin);
}

/** A re-sent call (same randomSeed) answers as its first send, not "not a member" (common/call-receipts.ts). */
export function removeMember(actorId: string, actorIsAdmin: boolean, companyId: string, memberId: string): Promise<void> {
  return oncePerCall<void>(actorId, async (receipt) => {
    // Leaving needs no ownership; removing someone else does.
    const leaving = actorId === memberId;
    const company = await Companies.findOneAsync({ _id: companyId }, { fields: { name: 1 } });
    const removal = () =>
      Companies.updateAsync(
        {
          $and: [
            { _id: companyId },
            leaving ? {} : ownedBy(actorId, actorIsAdmin),
            { 'members.userId': memberId },
            { members: { $elemMatch: { role: 'owner', userId: { $ne: memberId } } } },
          ],
        },
        { $pull: { members: { userId: memberId } } },
      );
    const told = leaving || !company ? [] : [notify('company.removed', { companyName: company.name }, { userIds: [memberId] }, paths.company.href())];
    if (!(await writeTogether([removal, ...told, receipt()], { requireMatch: true }))) {
      const owned = await Companies.findOneAsync({ _id: companyId, ...(leaving ? { 'members.userId': actorId } : ownedBy(actorId, actorIsAdmin)) }, { fields: { members: 1 } });
      if (!owned) await failUnlessVisible(companyId, actorId, actorIsAdmin);
      if (!owned?.members.some((m) => m.userId === memberId)) throw userError(404, 'errors.company.notMember');
      throw userError(409, 'errors.company.needsOwner');
    }
    await Meteor.users.updateAsync({ _id: memberId, selectedAccountId: companyId }, { $unset: { selectedAccountId: '' } });
  });
}

/** Attempts at a role change when other membership changes keep landing in between. */
const ROLE_CHANGE_ATTEMPTS = 3;

/**
 * Makes `memberId` an owner or a member. The rule is checked on the member list as read, and the
 * write only lands if the list is still exactly that (compare and set), so a concurrent demotion
 * or removal cannot leave the company without an owner; the schema's owner check backs it up.
 */
export async function setMemberRole(actorId: string, actorIsAdmin: boolean, companyId: string, memberId: string, role: CompanyRole): Promise<void> {
  for (let attempt = 1; attempt <= ROLE_CHANGE_ATTEMPTS; attempt += 1) {
    const company = await Companies.findOneAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, { fields: { members: 1, name: 1 } });
    if (!company) return failUnlessVisible(companyId, actorId, actorIsAdmin);
    const member = company.members.find((item) => item.userId === memberId);
    if (!member) throw userError(404, 'errors.company.notMember');
    if (member.role === role) return;
    if (role !== 'owner' && !company.members.some((item) => item.role === 'owner' && item.userId !== memberId)) {
      throw userError(409, 'errors.company.needsOwnerFirst');
    }
    const members = company.members.map((item) => (item.userId === memberId ? { ...item, role } : item));
    const said = { companyName: company.name, role };
    const applied = await writeTogether(
      [
        () => Companies.updateAsync({ _id: companyId, members: company.members }, { $set: { members } }),
        notify('company.role-changed', said, { userIds: [memberId], except: [actorId] }, paths.company.href()),
      ],
      { requireMatch: true },
    );
    if (applied) return;
  }
  throw userError(409, 'errors.changed.members');
}
