// Keeps document.title in step with the route (its handle's title) or a screen's override.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatPageTitle, useTitleOverride } from '../lib/page-title';
import { usePublicSettings } from '../lib/public-settings';

export interface RouteHandle {
  title?: string;
}

export function DocumentTitle() {
  const matches = useMatches();
  const override = useTitleOverride();
  const { productName } = usePublicSettings();
  const routeTitle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = formatPageTitle(override ?? routeTitle?.title, productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
