// React.lazy for screens and modal bodies (one chunk each). A chunk that fails to load is logged
// and replaced by an empty component: the user keeps the layout and can navigate on (spec §8).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

function Nothing() {
  return null;
}

export function lazyComponent<P extends object>(
  what: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error(`Failed to load ${what}`, error);
      return { default: Nothing as ComponentType<P> };
    }),
  );
}
