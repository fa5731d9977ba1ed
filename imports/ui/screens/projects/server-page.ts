// The project list on the server: the address read as the screen reads it, the list's and the
// count's subscriptions, its head and its sitemap entry (dated by the newest open project).
import { openProjectsSelector } from '../../../api/projects/filters';
import { publicHead } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';
import { readListQuery } from './filters-query';
import { openProjectsSubscription } from './use-open-projects';
import { projectCountSubscription } from './use-project-count';

export const serverPage: ServerPage = {
  subscriptions({ url, hidePrices }) {
    const { filters, limit } = readListQuery(url.searchParams, { hidePrices });
    return [openProjectsSubscription(filters, limit), projectCountSubscription(filters)];
  },
  head(_address, _rendered, context) {
    // A filtered list is the same page: its canonical address is the list itself.
    return publicHead(
      {
        title: context.intl.formatMessage({ id: 'projects.title' }),
        description: context.intl.formatMessage({ id: 'projects.head.description' }, { productName: context.productName }),
        canonicalPath: paths.projects.href(),
      },
      context,
    );
  },
  sitemap: { kind: 'address', href: paths.projects.href(), lastChangeOf: { collection: 'projects', selector: openProjectsSelector({}) } },
};
