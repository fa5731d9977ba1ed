// Data a server-rendered page was rendered with: the first documents of each subscription (and
// the results of counting methods) keyed by name and arguments. The server renders with it and
// writes it into the page; the browser hydrates with the same data, so the first render matches
// the server's HTML without waiting for the subscription. Once the subscription is ready the
// live documents take over (a project closed since then disappears).
import { createContext, type ReactNode, useContext, useState } from 'react';
import { EJSON } from 'meteor/ejson';

export type PageData = Record<string, unknown>;

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** The key of a subscription's or method's data: its name and EJSON arguments. */
export function pageDataKey(name: string, args: readonly unknown[]): string {
  return EJSON.stringify([name, args], { canonical: true });
}

/** What the page was rendered with for this subscription or method, if anything. */
export function usePageData<T>(name: string | null, args: readonly unknown[]): T | undefined {
  const data = useContext(PageDataContext);
  return name ? (data[pageDataKey(name, args)] as T | undefined) : undefined;
}

/**
 * The rendered-with documents while the subscription is still loading, the live ones from the
 * moment it was first ready. Returns `loading: false` while preloaded data stands in.
 */
export function usePreloadedUntilReady<T>(name: string | null, args: readonly unknown[], loading: boolean, live: T): { loading: boolean; value: T } {
  const preloaded = usePageData<T>(name, args);
  const [wasReady, setWasReady] = useState(!loading);
  if (!loading && !wasReady) setWasReady(true);
  if (!wasReady && loading && preloaded !== undefined) return { loading: false, value: preloaded };
  return { loading, value: live };
}
