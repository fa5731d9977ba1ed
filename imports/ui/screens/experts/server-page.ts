// The expert directory on the server: the address read as the screen reads it (as a visitor, who
// sees no expert's rate and so filters by none: issue 18 §6), the directory's subscriptions, its
// head and its sitemap entry (dated by the newest published expert).
import { directorySelector } from '../../../api/people/filters';
import { publicHead } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';
import { filtersFromQuery } from './expert-query';
import { expertDirectorySubscriptions } from './use-expert-directory';

export const serverPage: ServerPage = {
  subscriptions({ url }) {
    const { list, count } = expertDirectorySubscriptions(filtersFromQuery(url.searchParams, { hidePrices: true }));
    return [list, count];
  },
  head(_address, _rendered, context) {
    return publicHead(
      {
        title: context.intl.formatMessage({ id: 'experts.title' }),
        description: context.intl.formatMessage({ id: 'experts.head.description' }, { productName: context.productName }),
        canonicalPath: paths.experts.href(),
      },
      context,
    );
  },
  sitemap: { kind: 'address', href: paths.experts.href(), lastChangeOf: { collection: 'people', selector: directorySelector({}) } },
};
