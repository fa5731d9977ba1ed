// The only place that registers the server's methods and publications (the lists in
// api/definitions.ts), its data hooks, indexes and data migrations.
import { Meteor } from 'meteor/meteor';
import { registerAdminPagePublications } from '../../api/common/admin-page-publication';
import { ensureAdminTableIndexes } from '../../api/common/admin-table-indexes';
import { migrateOnce } from '../../api/common/migrations';
import { registerMethods } from '../../api/common/define-method';
import { registerPublications } from '../../api/common/define-publication';
import { registerLiveCountPublications } from '../../api/common/live-count-publication';
import { adminPages, liveCounts, methods, publications } from '../../api/definitions';
import { registerApplicationDataHooks } from '../../api/applications/data-hooks';
import { backfillEntryFlags } from '../../api/people/entry-flag';
import { ensurePeopleIndexes } from '../../api/people/indexes';
import { ensureAvailabilityIndexes } from '../../api/availability/reminder';
import { migrateAvailability } from '../../api/availability/migration';
import { registerPeopleDocumentDataHooks } from '../../api/people-documents/data-hooks';
import { ensureProjectIndexes } from '../../api/projects/indexes';
import { ensureNotificationIndexes } from '../../api/notifications/server';
import { ensureRetentionIndexes } from '../../api/retention/retention-indexes';
import { registerConversations } from '../../api/conversations/server';
import { startSavedSearches } from '../../api/saved-searches/server';
import { configureAccounts } from '../../api/users/accounts-setup';
import { searchSkillsInEveryLanguage } from '../../api/common/skill-names-in-languages';

export function registerApi(): void {
  configureAccounts();
  registerMethods(methods);
  registerPublications(publications);
  registerLiveCountPublications(liveCounts as never);
  registerAdminPagePublications(adminPages());
  registerApplicationDataHooks();
  registerPeopleDocumentDataHooks();
  registerConversations();
  searchSkillsInEveryLanguage();
  Meteor.startup(async () => {
    await ensureProjectIndexes();
    await ensurePeopleIndexes();
    await ensureAdminTableIndexes();
    await ensureNotificationIndexes();
    await startSavedSearches();
    await ensureRetentionIndexes();
    await ensureAvailabilityIndexes();
    // Accounts from before the flag (a NeDB import, an older database) get theirs once.
    await migrateOnce('users.hasDirectoryEntry', backfillEntryFlags);
    // Availabilities from before status and confirmedAt get both once.
    await migrateOnce('availability.statusAndConfirmedAt', migrateAvailability);
  });
}
