// Browser entry: the runtime configuration first, styles, campaign tracking from the landing
// address, then the React root: hydrated over the server's HTML with the data it was rendered
// with (the route's screen loaded first), or rendered from scratch when the server sent an empty
// page. The background runtime (time sync, idle monitor, auto-update) is not needed for the first
// render: it loads as a chunk of its own once the root is rendering.
import './runtime-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EJSON } from 'meteor/ejson';
import { onPageLoad } from 'meteor/server-render';
import { App } from '../imports/ui/app/app';
import { captureCampaign } from '../imports/ui/lib/campaign-tracking';
import type { PageData } from '../imports/ui/lib/page-data';
import { preloadRouteScreen } from './preload-route';

captureCampaign();

void onPageLoad(async (sink) => {
  const container = sink.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const json = sink.readJson('page-data');
  const app = (data: PageData) => (
    <StrictMode>
      <App pageData={data} />
    </StrictMode>
  );
  if (sink.hasServerContent('root') && json) {
    await preloadRouteScreen(window.location.pathname);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the server's HTML is already on screen and stays
    // scrollable, and a click during hydration is handled first (React hydrates that part first).
    startTransition(() => {
      hydrateRoot(container, app(EJSON.parse(json) as PageData), {
        onRecoverableError: (error) => console.error('Hydration was not exact; the page was rendered again in the browser', error),
      });
    });
  } else {
    createRoot(container).render(app({}));
  }
}).finally(() => {
  import('../imports/startup/client/runtime')
    .then(({ startClientRuntime }) => startClientRuntime())
    .catch((error: unknown) => console.error('The background runtime (time sync, idle monitor, auto-update) failed to start', error));
});
