// Keeps document.title in step with the route (the title its RouteScreen passes) or a screen's
// override.
import { useEffect } from 'react';
import { formatPageTitle, useTitleOverride } from '../lib/page-title';
import { usePublicSettings } from '../lib/public-settings';

export function DocumentTitle({ routeTitle }: { routeTitle?: string }) {
  const override = useTitleOverride();
  const { productName } = usePublicSettings();
  const title = formatPageTitle(override ?? routeTitle, productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
