// The React root, loaded by client/main.tsx after React's DOM renderer: hydrated over the
// server's HTML with the data it was rendered with (the route's screen loaded first), or rendered
// from scratch when the server sent an empty page. Resolves once the first render committed.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EJSON } from 'meteor/ejson';
import type { ClientSink } from 'meteor/server-render';
import { App } from '../imports/ui/app/app';
import { activeLocale, loadMessages } from '../imports/ui/i18n/message-store';
import type { PageData } from '../imports/ui/lib/page-data';
import { preloadRouteScreen } from './preload-route';
import { yieldToBrowser } from './yield-to-browser';

/** The screen the server rendered, as it named it in the page (or undefined). */
function readScreenName(sink: ClientSink): unknown {
  try {
    return JSON.parse(sink.readJson('page-screen') ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}

function Committed({ onCommit }: { onCommit(): void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

export async function startApp(sink: ClientSink): Promise<void> {
  const container = sink.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const json = sink.readJson('page-data');
  let committed!: () => void;
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  const app = (data: PageData, hydrating: boolean) => (
    <StrictMode>
      <App pageData={data} hydrating={hydrating} />
      <Committed onCommit={committed} />
    </StrictMode>
  );
  // The first render speaks the page's language (main.tsx started loading its messages).
  await loadMessages(activeLocale(), 'public');
  if (sink.hasServerContent('root') && json) {
    await preloadRouteScreen(window.location.pathname, readScreenName(sink));
    await yieldToBrowser();
    const data = EJSON.parse(json) as PageData;
    await yieldToBrowser();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the server's HTML is already on screen and stays
    // scrollable, and a click during hydration is handled first (React hydrates that part first).
    startTransition(() => {
      hydrateRoot(container, app(data, true), {
        onRecoverableError: (error) => console.error('Hydration was not exact; the page was rendered again in the browser', error),
      });
    });
  } else {
    createRoot(container).render(app({}, false));
  }
  await firstCommit;
}
