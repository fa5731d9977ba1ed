// The privacy policy on the server: no data, its head and its sitemap entry.
import { publicHead } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';

export const serverPage: ServerPage = {
  subscriptions: () => [],
  head: (_address, _rendered, context) =>
    publicHead({ description: 'What personal data we keep, why, for how long, and how you stay in control of it.', canonicalPath: paths.privacyPolicy.href() }, context),
  sitemap: { kind: 'address', href: paths.privacyPolicy.href() },
};
