// The route table rendered by a declarative router: the browser router in the app, a memory
// router in tests (imports/ui/testing/render-app.tsx), both over the same <AppRoutes />. The
// declarative router keeps react-router's data-router core (loaders, actions, fetchers) out of
// the bundle; the app uses none of it.
import { useRoutes } from 'react-router';
import { appRoutes } from './routes';

export function AppRoutes() {
  return useRoutes(appRoutes);
}
