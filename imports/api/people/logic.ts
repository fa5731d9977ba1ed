// Domain functions for the expert directory (server only): publishing an anonymised entry from a
// candidate's own data, admin edits, unpublishing. Called by methods.ts after the access check.
//
// Decisions where the spec is silent:
// - The entry is derived from the account: first name and the initial of the last name (never
//   the surname), headline, photo, city, country (its continent derived), expertise,
//   industries, skills, service types, languages, years, experience, expected rate and
//   availability. Experience entries lose the employer's name unless the candidate opted in
//   (`showEmployerNames`). Contact details (e-mail, phone, LinkedIn, CV) are never copied.
// - Publishing again refreshes every derived field from the candidate's current data (a field
//   the candidate cleared is cleared), applies the admin's overrides on top, and keeps what
//   only admins write (summary, remote share) and the URL name, so links stay valid.
// - `publishedAt` is the first publication; re-publishing an unpublished entry keeps it.
// - Only accounts holding the candidate role can be published (customers and admins are not
//   experts of the directory).
// - The candidate hears when their entry goes into the directory (linked to it) or out of it, as
//   Malt tells a freelancer their profile is online; a refresh of a published entry says nothing.
import { isValidationError } from 'meteor/aldeed:collection2';
import 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { Random } from 'meteor/random';
import { paths } from '../../ui/app/paths';
import { continentOfCountry } from '../common/lists';
import { notify } from '../notifications/events';
import { queueMatch } from '../saved-searches/match-queue';
import { assertValidDocument, invalidError } from '../common/schema-checks';
import { firstFreeUrlName, slugify } from '../common/url-name';
import { showsEmployerNames } from '../users/employer-names';
import type { User } from '../users/schema';
import { People } from './collection';
import { entryFlagWrite } from './entry-flag';
import { type ClearablePersonKey, PERSON_INPUT_KEYS, type PersonInput } from './input-schema';
import { type Person, personSchema } from './schema';
import { userError } from '../common/user-error';

export {
  type ClearablePersonKey,
  PERSON_CLEARABLE_KEYS,
  PERSON_INPUT_KEYS,
  type PersonInput,
  personInputSchema,
} from './input-schema';

/** Input fields only admins write; publishing keeps them as they are. */
const ADMIN_ONLY_KEYS: readonly string[] = ['summary', 'remotePercent', 'urlName'];

/** Fields taken from the candidate's account on every publication: the rest of the input. */
const DERIVED_KEYS: readonly string[] = PERSON_INPUT_KEYS.filter((key) => !ADMIN_ONLY_KEYS.includes(key));

const MAX_WRITE_ATTEMPTS = 5;

function notFound(): Error {
  return userError(404, 'errors.notFound.expertEntry');
}

/** "nováková" → "N", "Łukasz" → "Ł"; undefined when the name does not start with a letter. */
export function initialOf(name: string | undefined): string | undefined {
  const first = Array.from(name?.trim().normalize('NFC') ?? '')[0]?.toLocaleUpperCase();
  return first && /^\p{Lu}$/u.test(first) ? first : undefined;
}

/** The anonymised entry fields the candidate's account yields (absent data left out). */
export function entryFromCandidate(user: User): PersonInput {
  const data = user.candidateData ?? {};
  const entry: Record<string, unknown> = {
    firstName: user.profile?.name?.first?.trim() || undefined,
    lastInitial: initialOf(user.profile?.name?.last),
    headline: data.headline,
    photo: data.photo,
    city: data.city,
    country: data.country,
    continent: data.country ? continentOfCountry(data.country) : undefined,
    fieldsOfExpertise: data.fieldsOfExpertise,
    industries: data.industries,
    skills: data.skills,
    typesOfService: data.typesOfService,
    languages: data.languages,
    yearsOfExperience: data.yearsOfExperience,
    experience: showsEmployerNames(data) ? data.experience : data.experience?.map(({ company: _hidden, ...rest }) => rest),
    rate: data.expectedRate,
    availability: data.availability,
  };
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as PersonInput;
}

function isNotUnique(error: unknown, key: string): boolean {
  return isValidationError(error) && error.invalidKeys.some((invalid) => invalid.type === 'notUnique' && invalid.name === key);
}

async function freeUrlName(fields: PersonInput, exceptId?: string): Promise<string> {
  const base = slugify([fields.firstName, fields.lastInitial, fields.headline].filter(Boolean).join(' '), 'expert');
  return firstFreeUrlName(base, async (candidate) => {
    const selector: Record<string, unknown> = { urlName: candidate };
    if (exceptId) selector._id = { $ne: exceptId };
    return (await People.findOneAsync(selector, { fields: { _id: 1 } })) !== undefined;
  });
}

function storedFields(person: Person & { docInfo?: unknown }): Record<string, unknown> {
  const { _id: _ignoredId, docInfo: _ignoredDocInfo, ...fields } = person;
  return fields;
}

/** `$set`/`$unset` turning `before` into `after` (top-level keys). */
function modifierBetween(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const removed = Object.keys(before).filter((key) => !(key in after));
  const modifier: Record<string, unknown> = { $set: after };
  if (removed.length > 0) modifier.$unset = Object.fromEntries(removed.map((key) => [key, '']));
  return modifier;
}

export async function publishFromCandidate(
  userId: string,
  overrides: PersonInput = {},
): Promise<{ _id: string; urlName: string; status: 'published' }> {
  const user = (await Meteor.users.findOneAsync({ _id: userId })) as User | undefined;
  if (!user) throw userError(404, 'errors.notFound.candidate');
  if (!user.roles?.includes('candidate')) throw userError(409, 'errors.people.onlyCandidatesListed');
  const withOverrides = { ...entryFromCandidate(user), ...overrides };
  if (overrides.country && !overrides.continent) withOverrides.continent = continentOfCountry(overrides.country);

  for (let attempt = 1; ; attempt += 1) {
    const existing = await People.findOneAsync({ sourceUserId: userId });
    const before = existing ? storedFields(existing) : {};
    const kept = Object.fromEntries(Object.entries(before).filter(([key]) => !DERIVED_KEYS.includes(key)));
    const urlName = overrides.urlName ?? existing?.urlName ?? (await freeUrlName(withOverrides));
    const after: Record<string, unknown> = {
      ...kept,
      ...withOverrides,
      urlName,
      status: 'published',
      publishedAt: existing?.publishedAt ?? new Date(),
      sourceUserId: userId,
    };
    assertValidDocument(personSchema, after);
    const _id = existing?._id ?? Random.id();
    const told = existing?.status === 'published' ? [] : [notify('entry.published', {}, { userIds: [userId] }, paths.expert.href(_id, urlName))];
    // The account's flag with the entry (entry-flag.ts); set again on a refresh, which heals a drifted one.
    // The saved expert searches' pass is owed with it (match-queue.ts): a refresh may match now too.
    const flagged = [entryFlagWrite(userId, true), queueMatch('experts', _id), ...told];
    try {
      if (existing) {
        // Only over the entry as read: a concurrent publication or unpublication is looked at again.
        const write = () => People.updateAsync({ _id, status: existing.status }, modifierBetween(before, after));
        if (await writeTogether([write, ...flagged], { requireMatch: true })) return { _id, urlName, status: 'published' };
        if (attempt >= MAX_WRITE_ATTEMPTS) throw userError(409, 'errors.changed.entry');
        continue;
      }
      await writeTogether([() => People.insertAsync({ ...after, _id } as Person), ...flagged]);
      return { _id, urlName, status: 'published' };
    } catch (error) {
      // A concurrent publication took the name or created the entry: look again and retry.
      const retry = isNotUnique(error, 'sourceUserId') || (isNotUnique(error, 'urlName') && !overrides.urlName);
      if (!retry || attempt >= MAX_WRITE_ATTEMPTS) throw error;
    }
  }
}

export async function updatePerson(personId: string, changes: PersonInput, clear: readonly ClearablePersonKey[] = []): Promise<{ urlName: string }> {
  const existing = await People.findOneAsync({ _id: personId });
  if (!existing) throw notFound();
  const overlap = clear.filter((key) => key in changes);
  if (overlap.length > 0) {
    throw invalidError(overlap.map((name) => ({ name, type: 'conflict', message: `${name} cannot be set and cleared at once` })));
  }
  const set: Record<string, unknown> = { ...changes };
  if (changes.country && !changes.continent) set.continent = continentOfCountry(changes.country);
  const merged: Record<string, unknown> = { ...storedFields(existing), ...set };
  for (const key of clear) delete merged[key];
  assertValidDocument(personSchema, merged);
  const modifier: Record<string, unknown> = {};
  if (Object.keys(set).length > 0) modifier.$set = set;
  if (clear.length > 0) modifier.$unset = Object.fromEntries(clear.map((key) => [key, '']));
  if (Object.keys(modifier).length > 0) await People.updateAsync({ _id: personId }, modifier);
  return { urlName: (set.urlName as string | undefined) ?? existing.urlName };
}

export async function unpublishPerson(personId: string): Promise<{ status: 'unpublished' }> {
  const existing = await People.findOneAsync({ _id: personId }, { fields: { status: 1, sourceUserId: 1 } });
  if (!existing) throw notFound();
  const told = existing.sourceUserId ? [notify('entry.unpublished', {}, { userIds: [existing.sourceUserId] }, paths.profile.href())] : [];
  // Already out of the directory: nothing changes and nobody is told again.
  await writeTogether([() => People.updateAsync({ _id: personId, status: { $ne: 'unpublished' } }, { $set: { status: 'unpublished' } }), ...told], { requireMatch: true });
  return { status: 'unpublished' };
}
