// Account logic on the caller's own document (Hide Prices, the header's user data, profile edits,
// the selected company account) and the admin's role management. Functions take the acting
// user's id explicitly and know nothing of DDP. Server-only.
//
// Decisions where the spec is silent:
// - `users.getUser` answers the display data the header and the sign-in analytics need: id,
//   createdAt, roles, name, first e-mail, photo, hiddenPrices and selectedAccountId.
// - A profile patch replaces the fields it names; `clear` removes optional fields. Naming a field
//   in both is refused rather than guessed.
// - An admin may give or take any role, including admin, but never their own admin role: the
//   last admin could otherwise lock everyone out. Roles are stored in the list's order.
import { Roles } from 'meteor/alanning:roles';
import { Meteor } from 'meteor/meteor';
import { type User, USER_ROLES, type UserRole } from './schema';
import type { Locale } from '../../i18n/locales';
import type { ClearableCandidateField } from './sign-up-schemas';
import { findLiveUser, updateUser, usersCollection } from './store';
import { userError } from '../common/user-error';
import type { Availability } from '../common/lists/schema-parts';
import { reflectAvailabilityOnEntry } from '../availability/entry-sync';
import { stampedAvailability } from '../availability/policy';

export interface OwnUserData {
  _id: string;
  createdAt: Date;
  roles: string[];
  name: { first: string; last: string } | null;
  email: string | null;
  photo: string | null;
  hiddenPrices: boolean;
  selectedAccountId: string | null;
}

export async function hidePrices(userId: string, hidden: boolean): Promise<boolean> {
  await updateUser(userId, userId, { $set: { 'profile.hiddenPrices': hidden } });
  const user = await findLiveUser(userId, { 'profile.hiddenPrices': 1 });
  return user.profile?.hiddenPrices === true;
}

/** Saves the user's language (no write when it is already the saved one). */
export async function saveLanguage(userId: string, language: Locale): Promise<void> {
  const user = await findLiveUser(userId, { 'profile.language': 1 });
  if (user.profile?.language !== language) await updateUser(userId, userId, { $set: { 'profile.language': language } });
}

export async function getOwnUser(userId: string): Promise<OwnUserData> {
  const user = await findLiveUser(userId, { createdAt: 1, roles: 1, profile: 1, emails: 1, 'candidateData.photo': 1, selectedAccountId: 1 });
  return {
    _id: user._id,
    createdAt: user.createdAt,
    roles: Array.isArray(user.roles) ? user.roles : [],
    name: user.profile?.name ?? null,
    email: user.emails?.[0]?.address ?? null,
    photo: user.candidateData?.photo ?? null,
    hiddenPrices: user.profile?.hiddenPrices === true,
    selectedAccountId: user.selectedAccountId ?? null,
  };
}

export interface ProfilePatch {
  name?: { first: string; last: string };
  candidateData?: Record<string, unknown>;
  clear?: ClearableCandidateField[];
}

/** Applies a validated profile patch; answers the names of the fields it changed. */
export async function updateProfile(userId: string, patch: ProfilePatch): Promise<string[]> {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, unknown> = {};
  if (patch.name) $set['profile.name'] = patch.name;
  for (const [field, value] of Object.entries(patch.candidateData ?? {})) {
    // An optional key sent as null passes validation as "not given"; it must not store a null.
    if (value !== null && value !== undefined) $set[`candidateData.${field}`] = field === 'availability' ? stampedAvailability(value as Availability, new Date()) : value;
  }
  // Saving the availability states it anew: the reminder of an old one is over.
  const availabilitySaved = 'candidateData.availability' in $set;
  if (availabilitySaved) $unset.availabilityReminder = '';
  for (const field of patch.clear ?? []) {
    const key = `candidateData.${field}`;
    if (key in $set) throw new Meteor.Error(400, 'INVALID', JSON.stringify([{ name: `clear`, type: 'conflict', message: `${field} is both set and cleared` }]));
    $unset[key] = '';
  }
  const changed = [...Object.keys($set), ...Object.keys($unset)];
  if (changed.length === 0) return [];
  await updateUser(userId, userId, Object.keys($unset).length > 0 ? { $set, $unset } : { $set });
  if (availabilitySaved || $unset['candidateData.availability'] !== undefined) await reflectAvailabilityOnEntry(userId);
  return changed.filter((key) => key !== 'availabilityReminder');
}

export async function setRoles(adminId: string, targetId: string, roles: readonly UserRole[]): Promise<UserRole[]> {
  if (targetId === adminId && !roles.includes('admin')) {
    throw userError(403, 'errors.account.cannotRemoveOwnAdmin');
  }
  await findLiveUser(targetId, { _id: 1 });
  const ordered = USER_ROLES.map((role) => role.value).filter((role) => roles.includes(role));
  await Roles.setUserRoles(targetId, ordered);
  // Stamps who changed the roles (Roles writes only the roles).
  await updateUser(targetId, adminId, {});
  return ordered;
}

/** The `user` section of the personal data export: the whole document except `services`. */
export async function exportOwnUserDocument(userId: string): Promise<Omit<User, 'services'> | null> {
  return (await usersCollection().findOneAsync({ _id: userId }, { fields: { services: 0 } })) ?? null;
}
