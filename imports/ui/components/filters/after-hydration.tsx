// Long option lists (453 skills, 113 places) are left out of the server's HTML and of hydration:
// they were a quarter of a list page's HTML and 600 elements for the phone to parse and hydrate,
// in a filter panel nobody opens before the page is live (the filters need the app anyway).
// Until then the select holds only `until` (its current choice), so it shows the right value.
import type { ReactNode } from 'react';
import { usePastHydration } from '../../lib/hydration';

export function AfterHydration({ children, until }: { children: ReactNode; until: ReactNode }) {
  return usePastHydration() ? children : until;
}
