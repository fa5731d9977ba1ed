// The browser's catalogs: the page's language from <html lang>, the public part first, a screen's
// parts once it asks for them (the app part brings every part), and every part asked for with each
// language switched to after that, each loaded once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PARTS } from '../../i18n/define-area';
import { LOCALES } from '../../i18n/locales';
import type * as MessageStore from './message-store';
import type { CatalogLoaders } from './message-store';

type Store = typeof MessageStore;

let store: Store;
let loads: string[];

/** A message per part: `common.close` in the public part, `<part>.one` in the others. */
function loaders(): CatalogLoaders {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        CATALOG_PARTS.map((part) => [
          part,
          () => (loads.push(`${locale}/${part}`), Promise.resolve({ default: { [part === 'public' ? 'common.close' : `${part}.one`]: `${part}-${locale}` } })),
        ]),
      ),
    ]),
  ) as unknown as CatalogLoaders;
}

beforeEach(async () => {
  // A fresh store: the test setup primes the shared one with every catalog.
  vi.resetModules();
  store = await import('./message-store');
  loads = [];
  document.body.innerHTML = '';
});

describe('the message store', () => {
  it('starts in the language the server wrote on <html lang>, loading its public part only', async () => {
    document.documentElement.lang = 'cs';
    await store.startMessages(loaders());
    expect(store.activeLocale()).toBe('cs');
    expect(loads).toEqual(['cs/public']);
    expect(store.messagesOf('cs')).toEqual({ 'common.close': 'public-cs' });
  });

  it("starts loading the parts the server named for the page's screen alongside the shell's", async () => {
    document.documentElement.lang = 'pl';
    document.body.innerHTML = '<script type="application/json" id="page-catalogs">["public","lists","projects","nonsense"]</script>';
    await store.startMessages(loaders());
    expect(loads).toEqual(['pl/public', 'pl/lists', 'pl/projects']);
    // The screen's chunk asks for them again: nothing more is loaded.
    await store.wantMessages(['lists', 'projects']);
    expect(loads).toHaveLength(3);
  });

  it('takes English for a language it does not speak', async () => {
    document.documentElement.lang = 'fr';
    await store.startMessages(loaders());
    expect(store.activeLocale()).toBe('en');
  });

  it("loads a screen's parts once asked, once only, and with every language switched to afterwards", async () => {
    document.documentElement.lang = 'de';
    await store.startMessages(loaders());
    await store.loadLocale('pl');
    expect(loads).toEqual(['de/public', 'pl/public']);
    await Promise.all([store.wantMessages(['lists', 'projects']), store.wantMessages(['projects'])]);
    expect(store.messagesOf('de')).toEqual({ 'common.close': 'public-de', 'lists.one': 'lists-de', 'projects.one': 'projects-de' });
    await store.loadLocale('hu');
    expect(loads).toEqual(['de/public', 'pl/public', 'de/lists', 'de/projects', 'hu/public', 'hu/lists', 'hu/projects']);
  });

  it('loads every part with the app part', async () => {
    document.documentElement.lang = 'de';
    await store.startMessages(loaders());
    await store.wantMessages(['app']);
    expect(loads.sort()).toEqual(CATALOG_PARTS.map((part) => `de/${part}`).sort());
    loads = [];
    await store.loadLocale('cs');
    expect(loads.sort()).toEqual(CATALOG_PARTS.map((part) => `cs/${part}`).sort());
  });

  it('gives the messages of chosen parts only, as the server renders a screen with', async () => {
    document.documentElement.lang = 'sk';
    await store.startMessages(loaders());
    await store.wantMessages(['lists', 'experts']);
    expect(store.messagesOf('sk', ['public', 'experts'])).toEqual({ 'common.close': 'public-sk', 'experts.one': 'experts-sk' });
    expect(store.messagesOf('sk', ['public', 'experts'])).toBe(store.messagesOf('sk', ['public', 'experts']));
  });

  it('tells listeners when a part arrives, and a failed load can be tried again', async () => {
    let failing = true;
    const flaky = loaders();
    flaky.sk.public = () => (failing ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { 'common.close': 'zavrieť' } }));
    store.setCatalogLoaders(flaky);
    const heard = vi.fn();
    store.subscribeMessages(heard);
    await expect(store.loadMessages('sk', 'public')).rejects.toThrow('offline');
    failing = false;
    await store.loadMessages('sk', 'public');
    expect(store.messagesOf('sk')).toEqual({ 'common.close': 'zavrieť' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
