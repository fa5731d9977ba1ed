// React.lazy for screens and modal bodies (one chunk each). A chunk that fails to load is logged
// and replaced by an empty component: the user keeps the layout and can navigate on (spec §8).
// `preload()` fetches the chunk ahead of rendering; once it is loaded the component renders at
// once, without suspending (a server-rendered page hydrates its screen in the first pass, and the
// server renders the whole page in the shell). A chunk comes with the parts of the message
// catalogs it renders with (i18n/message-store.ts), loaded alongside it: a public screen's own
// parts (imports/ui/app/paths.ts), the `app` part beyond the public pages. Beyond the public pages
// a chunk also waits for Minimongo's query engine (packages/mongo/minimongo-engine.ts), which the
// public pages' first render goes without.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadMinimongo } from 'meteor/mongo';
import type { CatalogPart } from '../../i18n/define-area';
import { wantMessages } from '../i18n/message-store';

function Nothing() {
  return null;
}

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<void>;
};

export interface LazyComponentOptions {
  /** The catalog parts it renders with besides the shell's (`public`); `app` by default. */
  catalogs?: readonly CatalogPart[];
}

export function lazyComponent<P extends object>(
  what: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { catalogs = ['app'] }: LazyComponentOptions = {},
): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= Promise.all([load(), wantMessages(catalogs), catalogs.includes('app') ? loadMinimongo() : undefined])
      .then(([module]) => module)
      .catch((error: unknown) => {
        console.error(`Failed to load ${what}`, error);
        return { default: Nothing as ComponentType<P> };
      })
      .then((module) => (loaded = module)));
  // React.lazy settles synchronously when the thenable calls back synchronously.
  const component = lazy(() => (loaded ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}
