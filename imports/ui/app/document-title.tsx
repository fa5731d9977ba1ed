// Keeps document.title in step with the route (the title its RouteScreen names) or a screen's
// override, in the language on screen: a switch of language re-words the route's title at once
// (a screen's override is its own words, which it re-words itself).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids';
import { formatPageTitle, useTitleOverride } from '../lib/page-title';
import { usePublicSettings } from '../lib/public-settings';

export function DocumentTitle({ routeTitleId }: { routeTitleId?: MessageId }) {
  const override = useTitleOverride();
  const { productName } = usePublicSettings();
  const intl = useIntl();
  const title = formatPageTitle(override ?? (routeTitleId ? intl.formatMessage({ id: routeTitleId }) : undefined), productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
