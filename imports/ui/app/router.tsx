// The browser router over the route table. Created on demand so tests can use a memory router
// over the same routes.
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
