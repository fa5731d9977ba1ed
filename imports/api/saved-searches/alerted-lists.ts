// What an alert and its mail need from the list a saved search filters: the items its hits name
// (open projects by their title, published experts by their anonymised name, each with its
// page), newest first; the alert's parameters naming them; where the alert links. Projects link
// a single project's page, experts always the directory with the search's filters (the alert
// may name several, and the directory is where a customer picks whom to request).
import type { MessageId } from '../../i18n/message-ids';
import { paths } from '../../ui/app/paths';
import { expertName } from '../../ui/components/expert/expert-facts';
import type { NotificationParams } from '../notifications/kinds';
import { People } from '../people/collection';
import { Projects } from '../projects/collection';
import { EXPERT_NAMES_SEPARATOR, NAMED_EXPERTS } from './expert-names';
import { savedSearchHref } from './list-links';
import { listOfSearch, type SavedSearch, type SavedSearchHit } from './schema';

export interface ListedItem {
  _id: string;
  title: string;
  href: string;
}

export interface ItemsOptions {
  /** Only those still listed (open projects, published experts); otherwise any. */
  listedOnly: boolean;
  limit?: number;
}

export interface AlertedList {
  /** The hit's field that names the item. */
  hitField: keyof Pick<SavedSearchHit, 'projectId' | 'personId'>;
  items(ids: readonly string[], options: ItemsOptions): Promise<ListedItem[]>;
  /** The parameters of the `search.matched` sentence that name the items found. */
  params(items: readonly ListedItem[]): NotificationParams;
  link(items: readonly ListedItem[], filters: Record<string, unknown>): string;
  /** The mail's button to the list. */
  openListMessageId: MessageId;
}

const NEWEST_FIRST = { publishedAt: -1, _id: -1 } as const;

const projects: AlertedList = {
  hitField: 'projectId',
  async items(ids, { listedOnly, limit }) {
    const found = await Projects.find(
      { _id: { $in: [...ids] }, ...(listedOnly ? { status: 'open' } : {}) },
      { fields: { _id: 1, title: 1, urlName: 1 }, sort: NEWEST_FIRST, ...(limit ? { limit } : {}) },
    ).fetchAsync();
    return found.map((project) => ({ _id: project._id, title: project.title, href: paths.project.href(project._id, project.urlName) }));
  },
  params: (items) => ({ projectTitle: items[0]?.title ?? '' }),
  link: (items, filters) => (items.length === 1 ? items[0]!.href : savedSearchHref('projects', filters)),
  openListMessageId: 'savedSearches.mail.openList',
};

const experts: AlertedList = {
  hitField: 'personId',
  async items(ids, { listedOnly, limit }) {
    const found = await People.find(
      { _id: { $in: [...ids] }, ...(listedOnly ? { status: 'published' } : {}) },
      { fields: { _id: 1, firstName: 1, lastInitial: 1, urlName: 1 }, sort: NEWEST_FIRST, ...(limit ? { limit } : {}) },
    ).fetchAsync();
    return found.map((person) => ({ _id: person._id, title: expertName(person), href: paths.expert.href(person._id, person.urlName) }));
  },
  params: (items) => ({ expertNames: items.slice(0, NAMED_EXPERTS).map((item) => item.title).join(EXPERT_NAMES_SEPARATOR) }),
  link: (_items, filters) => savedSearchHref('experts', filters),
  openListMessageId: 'savedSearches.mail.openExperts',
};

export function alertedListOf(search: Pick<SavedSearch, 'list'>): AlertedList {
  return listOfSearch(search) === 'experts' ? experts : projects;
}
