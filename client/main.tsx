// Browser entry: styles, then the React root.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ProjectListPlaceholder } from '../imports/ui/screens/projects/project-list-placeholder';

document.title = 'Open projects - Expert Marketplace';
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ProjectListPlaceholder />
  </StrictMode>,
);
