// Browser entry: styles, campaign tracking from the landing address, then the React root.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../imports/ui/app/app';
import { captureCampaign } from '../imports/ui/lib/campaign-tracking';
import { startClientRuntime } from '../imports/startup/client/runtime';

captureCampaign();
startClientRuntime();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
