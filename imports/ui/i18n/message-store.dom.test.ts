// The browser's catalogs: the page's language from <html lang>, the public part first, the app
// part once a screen asks for it (and for every language switched to after that), each loaded once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import type * as MessageStore from './message-store';
import type { CatalogLoaders } from './message-store';

type Store = typeof MessageStore;

let store: Store;
let loads: string[];

function loaders(): CatalogLoaders {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        public: () => (loads.push(`${locale}/public`), Promise.resolve({ default: { 'common.close': `close-${locale}` } })),
        app: () => (loads.push(`${locale}/app`), Promise.resolve({ default: { 'errors.accessDenied': `denied-${locale}` } })),
      },
    ]),
  ) as unknown as CatalogLoaders;
}

beforeEach(async () => {
  // A fresh store: the test setup primes the shared one with every catalog.
  vi.resetModules();
  store = await import('./message-store');
  loads = [];
});

describe('the message store', () => {
  it('starts in the language the server wrote on <html lang>, loading its public part only', async () => {
    document.documentElement.lang = 'cs';
    await store.startMessages(loaders());
    expect(store.activeLocale()).toBe('cs');
    expect(loads).toEqual(['cs/public']);
    expect(store.messagesOf('cs')).toEqual({ 'common.close': 'close-cs' });
  });

  it('takes English for a language it does not speak', async () => {
    document.documentElement.lang = 'fr';
    await store.startMessages(loaders());
    expect(store.activeLocale()).toBe('en');
  });

  it('loads the app part once asked, once only, and with every language switched to afterwards', async () => {
    document.documentElement.lang = 'de';
    await store.startMessages(loaders());
    await store.loadLocale('pl');
    expect(loads).toEqual(['de/public', 'pl/public']);
    await Promise.all([store.loadAppMessages(), store.loadAppMessages()]);
    expect(store.messagesOf('de')).toEqual({ 'common.close': 'close-de', 'errors.accessDenied': 'denied-de' });
    await store.loadLocale('hu');
    expect(loads).toEqual(['de/public', 'pl/public', 'de/app', 'hu/public', 'hu/app']);
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
