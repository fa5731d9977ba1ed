// Registering a company and managing its members. Every membership change is one conditional
// update whose selector states the rule (the actor is an owner, the member is not there yet, an
// owner other than the removed one remains), so concurrent changes cannot break it.
// Decisions: the country and company ID number identify the legal entity and are not editable
// (a correction goes through the agency). An added member becomes a customer (role added here,
// by trusted code) and gets this company selected if they had none; removing a member keeps
// their customer role (they may belong to other companies) but clears the selection if it
// pointed here. Owners learn whether an e-mail has an account: they are vetted customers, and
// inviting someone who has none is the invitation flow's job.
import { isValidationError } from 'meteor/aldeed:collection2';
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Roles } from 'meteor/alanning:roles';
import { Meteor } from 'meteor/meteor';
import { Companies } from './collection';
import type { Company, CompanyRole } from './schema';

export type CompanyInput = Pick<Company, 'name' | 'companyIdNumber' | 'vatId' | 'address' | 'country' | 'website'>;

export type CompanyUpdate = Partial<Pick<Company, 'name' | 'vatId' | 'address' | 'website'>>;

export function registrationKeyOf(country: string, companyIdNumber: string): string {
  return `${country}:${companyIdNumber.replace(/\s+/g, '').toUpperCase()}`;
}

async function becomeCustomerOf(userId: string, companyId: string, select: 'always' | 'ifNone'): Promise<void> {
  await Roles.addUsersToRoles(userId, 'customer');
  const selector = select === 'always' ? { _id: userId } : { _id: userId, selectedAccountId: { $exists: false } };
  await Meteor.users.updateAsync(selector, { $set: { selectedAccountId: companyId } });
}

export async function registerCompany(userId: string, input: CompanyInput): Promise<string> {
  let companyId: string;
  try {
    companyId = await Companies.insertAsync({
      ...input,
      members: [{ userId, role: 'owner', addedAt: new Date() }],
      registrationKey: registrationKeyOf(input.country, input.companyIdNumber),
    });
  } catch (error) {
    if (isValidationError(error) && error.invalidKeys.some((key) => key.name === 'registrationKey' && key.type === 'notUnique')) {
      throw new Meteor.Error(409, 'This company is already registered; ask its owner to add you as a member');
    }
    throw error;
  }
  await becomeCustomerOf(userId, companyId, 'always');
  return companyId;
}

/** The selector part that lets only an owner (or an admin) act on the company. */
function ownedBy(actorId: string, actorIsAdmin: boolean): Record<string, unknown> {
  return actorIsAdmin ? {} : { members: { $elemMatch: { userId: actorId, role: 'owner' } } };
}

async function failUnlessVisible(companyId: string, actorId: string, actorIsAdmin: boolean): Promise<void> {
  const visible = await Companies.findOneAsync(actorIsAdmin ? { _id: companyId } : { _id: companyId, 'members.userId': actorId }, {
    fields: { _id: 1 },
  });
  // Non-members learn nothing, not even that the company exists.
  if (!visible) throw new Meteor.Error(404, 'Company not found');
  throw new Meteor.Error(403, 'Only an owner of the company may do this');
}

export async function updateCompany(actorId: string, actorIsAdmin: boolean, companyId: string, changes: CompanyUpdate): Promise<void> {
  if (Object.keys(changes).length === 0) throw new Meteor.Error(400, 'Nothing to change');
  const changed = await Companies.updateAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, { $set: changes });
  if (changed !== 1) await failUnlessVisible(companyId, actorId, actorIsAdmin);
}

async function failUnlessOwned(companyId: string, actorId: string, actorIsAdmin: boolean): Promise<void> {
  const owned = await Companies.findOneAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, { fields: { _id: 1 } });
  if (!owned) await failUnlessVisible(companyId, actorId, actorIsAdmin);
}

export async function addMember(actorId: string, actorIsAdmin: boolean, companyId: string, email: string, role: CompanyRole): Promise<string> {
  await failUnlessOwned(companyId, actorId, actorIsAdmin);
  const member = await Accounts.findUserByEmail(email);
  if (!member) throw new Meteor.Error(404, 'No account uses this e-mail address; ask the agency to invite this person');
  const changed = await Companies.updateAsync(
    { $and: [{ _id: companyId }, ownedBy(actorId, actorIsAdmin), { 'members.userId': { $ne: member._id } }] },
    { $push: { members: { userId: member._id, role, addedAt: new Date() } } },
  );
  if (changed !== 1) {
    await failUnlessOwned(companyId, actorId, actorIsAdmin);
    throw new Meteor.Error(409, 'This person is already a member');
  }
  await becomeCustomerOf(member._id, companyId, 'ifNone');
  return member._id;
}

export async function removeMember(actorId: string, actorIsAdmin: boolean, companyId: string, memberId: string): Promise<void> {
  const changed = await Companies.updateAsync(
    {
      $and: [
        { _id: companyId },
        ownedBy(actorId, actorIsAdmin),
        { 'members.userId': memberId },
        { members: { $elemMatch: { role: 'owner', userId: { $ne: memberId } } } },
      ],
    },
    { $pull: { members: { userId: memberId } } },
  );
  if (changed !== 1) {
    const owned = await Companies.findOneAsync({ _id: companyId, ...ownedBy(actorId, actorIsAdmin) }, { fields: { members: 1 } });
    if (!owned) await failUnlessVisible(companyId, actorId, actorIsAdmin);
    if (!owned?.members.some((m) => m.userId === memberId)) throw new Meteor.Error(404, 'Not a member of this company');
    throw new Meteor.Error(409, 'A company needs at least one owner');
  }
  await Meteor.users.updateAsync({ _id: memberId, selectedAccountId: companyId }, { $unset: { selectedAccountId: '' } });
}
