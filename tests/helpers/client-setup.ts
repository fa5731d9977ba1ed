// Client (jsdom) test setup. Testing Library waits up to 1 s for an element by default; on a
// loaded 2-core CI machine a lazily loaded screen can take longer to appear, which is slowness,
// not a bug, so the tests wait up to 5 s (they still fail if the element never appears).
import { configure } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { catalogLoaders, messagesFor } from '../../imports/i18n/catalogs';
import { LOCALES } from '../../imports/i18n/locales';
import { primeMessages, setCatalogLoaders } from '../../imports/ui/i18n/message-store';
import { openedDefaultConnection } from '../../packages/meteor/client';
import { loadMinimongo } from '../../packages/mongo/minimongo-engine';

configure({ asyncUtilTimeout: 5_000 });

// The app's DDP connection (opened by any test that renders the app) finds no server under jsdom
// and keeps retrying; it goes offline before the test's window closes, or a retry would open a
// WebSocket in a closed window (an unhandled error in whichever file runs then).
afterAll(() => {
  openedDefaultConnection()?.disconnect();
});

// Every screen and dialog renders with the whole catalog, as the browser has it once every part
// is loaded (imports/ui/i18n/message-store.ts); a screen's chunk asks for its parts all the same.
setCatalogLoaders(catalogLoaders());
for (const locale of LOCALES) primeMessages(locale, 'app', messagesFor(locale));

// Components query collections as a page does once idle, with Minimongo's engine loaded
// (packages/mongo/minimongo-engine.ts; its own tests cover the moments before).
beforeAll(() => loadMinimongo());
