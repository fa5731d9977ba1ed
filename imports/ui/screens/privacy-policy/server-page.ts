// The privacy policy on the server: no data, its head (in the page's language) and its sitemap entry.
import { publicHead } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';

export const serverPage: ServerPage = {
  subscriptions: () => [],
  head: (_address, _rendered, context) =>
    publicHead({ description: context.intl.formatMessage({ id: 'privacy.lead' }), canonicalPath: paths.privacyPolicy.href() }, context),
  sitemap: { kind: 'address', href: paths.privacyPolicy.href() },
};
