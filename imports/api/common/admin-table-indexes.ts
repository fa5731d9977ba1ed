// Indexes for the admin tables' page publications (admin-page-publication.ts): the status (or
// role) each table filters by, and the fields a table narrows to (a project's applications, a
// template's documents). The embedded driver uses an index's first field for equality lookups
// and keeps sorted indexes for the tables' sorts on its own. Server only.
import type { IndexKeys, IndexOptions } from 'meteor/mongo';
import { Applications } from '../applications/collection';
import { ContactMessages } from '../contact-messages/collection';
import { InvitationRequests } from '../invitation-requests/collection';
import { PeopleDocuments } from '../people-documents/collection';
import { Requests } from '../requests/collection';
import { usersCollection } from '../users/store';

/** The candidates table's search: names and e-mail addresses. */
export const USER_SEARCH_INDEX: { keys: IndexKeys; options: IndexOptions } = {
  keys: { 'profile.name.first': 'text', 'profile.name.last': 'text', 'emails.address': 'text' },
  options: { name: 'search' },
};

export async function ensureAdminTableIndexes(): Promise<void> {
  // Each table's default order unfiltered, newest first (NEWEST_FIRST; the users table's
  // createdAt), so its first and last pages are read from an index, not sorted from all rows.
  for (const collection of [Applications, Requests, PeopleDocuments, InvitationRequests, ContactMessages]) await collection.createIndexAsync({ 'docInfo.createdAt': -1 });
  await usersCollection().createIndexAsync({ createdAt: -1 });
  await Applications.createIndexAsync({ status: 1, 'docInfo.createdAt': -1 });
  await Applications.createIndexAsync({ projectId: 1 });
  await Requests.createIndexAsync({ status: 1, 'docInfo.createdAt': -1 });
  await PeopleDocuments.createIndexAsync({ status: 1, 'docInfo.createdAt': -1 });
  await PeopleDocuments.createIndexAsync({ templateId: 1 });
  await PeopleDocuments.createIndexAsync({ projectId: 1 });
  await InvitationRequests.createIndexAsync({ status: 1, 'docInfo.createdAt': -1 });
  await ContactMessages.createIndexAsync({ status: 1, 'docInfo.createdAt': -1 });
  await usersCollection().createIndexAsync({ roles: 1 });
  await usersCollection().createIndexAsync(USER_SEARCH_INDEX.keys, USER_SEARCH_INDEX.options);
}
