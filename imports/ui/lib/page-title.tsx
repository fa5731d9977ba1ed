// Page titles: '{title} - {product name}'. Routes name their page; a screen that knows a better
// title (a project's name, say) overrides it while it is mounted.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface TitleOverride {
  title: string | null;
  setTitle(title: string | null): void;
}

const PageTitleContext = createContext<TitleOverride>({ title: null, setTitle: () => {} });

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

/** Sets the page's title while the calling component is mounted; undefined keeps the route's. */
export function usePageTitle(title: string | undefined): void {
  const { setTitle } = useContext(PageTitleContext);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}

export function useTitleOverride(): string | null {
  return useContext(PageTitleContext).title;
}

export function formatPageTitle(title: string | null | undefined, productName: string): string {
  return title ? `${title} - ${productName}` : productName;
}
