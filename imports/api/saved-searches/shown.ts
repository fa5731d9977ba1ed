// What a person sees of their own saved searches (never the stored query: the filters say it).
import type { SavedSearch } from './schema';

export const SHOWN_SEARCH_FIELDS = { name: 1, list: 1, filters: 1, frequency: 1, active: 1, createdAt: 1, lastAlertAt: 1 } as const;
export type ShownSavedSearch = Pick<SavedSearch, '_id' | keyof typeof SHOWN_SEARCH_FIELDS>;
