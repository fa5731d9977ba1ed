// Browser entry: the runtime configuration first, styles and campaign tracking from the landing
// address; everything else loads in steps, each in a task of its own (evaluating the whole app
// in one go held the main thread for ~100 ms on a phone-class CPU): React's DOM renderer, then
// the app, then the route's screen and hydration over the server's HTML (or a render from
// scratch for an empty page). The steps' chunks are all fetched at once after the first paint
// (the list the build wrote into the page); a click on a button before the app is live is held
// and replayed (early-clicks.ts), and a choice made in a select or a field is reported to the app
// once it is live (early-choices.ts). The background runtime (time sync, idle monitor, auto-update)
// starts when the browser is idle after the first commit.
import './runtime-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app.css';
import { onPageLoad } from 'meteor/server-render';
import { loaders } from 'virtual:i18n-catalogs';
import { startMessages } from '../imports/ui/i18n/message-store';
import { captureCampaign } from '../imports/ui/lib/campaign-tracking';
import { readEarlyChoices, reportEarlyChoices } from './early-choices';
import { holdEarlyClicks } from './early-clicks';
import { preloadEntryChunks } from './preload-entry-chunks';
import { afterNextPaint, whenIdle, yieldToBrowser } from './yield-to-browser';

captureCampaign();

void onPageLoad(async (sink) => {
  const root = sink.getElementById('root');
  const serverRendered = root !== null && sink.hasServerContent('root');
  const releaseClicks = serverRendered ? holdEarlyClicks(root) : () => {};
  // The server's HTML is painted first: fetching and evaluating come after the first paint (a
  // page the browser renders itself has nothing to paint before).
  if (serverRendered) await afterNextPaint();
  preloadEntryChunks(sink);
  // The page's language's messages load alongside the app's chunks (startApp waits for them).
  startMessages(loaders).catch((error: unknown) => console.error('The messages of the page language failed to load', error));
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./start-app');
  await yieldToBrowser();
  try {
    await startApp(sink);
  } finally {
    // Read before the held clicks change anything (a box they tick is theirs to report).
    const choices = serverRendered ? readEarlyChoices(root) : [];
    releaseClicks();
    void reportEarlyChoices(choices);
  }
})
  .then(() => whenIdle())
  .finally(() => {
    import('../imports/startup/client/runtime')
      .then(({ startClientRuntime }) => startClientRuntime())
      .catch((error: unknown) => console.error('The background runtime (time sync, idle monitor, auto-update) failed to start', error));
  });
