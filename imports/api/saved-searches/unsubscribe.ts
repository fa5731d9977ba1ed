// The one-click unsubscribe of one saved search (the link of its alert mails): the signed token
// names `search-<searchId>` instead of a category, and switching off sets the search inactive
// (My Profile shows it off and can switch it on again). Only the search's own person's token
// does anything; a search deleted since reads as done.
import { messageIn } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import { SavedSearches } from './collection';

const PREFIX = 'search-';

export interface SearchUnsubscribe {
  label(locale: Locale): string;
  switchOff(): Promise<void>;
}

/** The saved search a token's subject names, or null when it names none. */
export async function searchUnsubscribeOf(userId: string, subject: string): Promise<SearchUnsubscribe | null> {
  if (!subject.startsWith(PREFIX)) return null;
  const searchId = subject.slice(PREFIX.length);
  const search = await SavedSearches.findOneAsync({ _id: searchId, userId }, { fields: { name: 1 } });
  const name = search?.name ?? '';
  return {
    label: (locale) => messageIn(locale, 'savedSearches.mail.category', { name }),
    async switchOff() {
      await SavedSearches.updateAsync({ _id: searchId, userId }, { $set: { active: false } });
    },
  };
}
