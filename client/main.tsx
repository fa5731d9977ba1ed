// Browser entry: styles, campaign tracking from the landing address, then the React root. The
// background runtime (time sync, idle monitor, auto-update) is not needed for the first render:
// it loads as a chunk of its own once the root is rendering.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../imports/ui/app/app';
import { captureCampaign } from '../imports/ui/lib/campaign-tracking';

captureCampaign();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import('../imports/startup/client/runtime')
  .then(({ startClientRuntime }) => startClientRuntime())
  .catch((error: unknown) => console.error('The background runtime (time sync, idle monitor, auto-update) failed to start', error));
