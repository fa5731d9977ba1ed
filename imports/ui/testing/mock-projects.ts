// The project list's and project page's live data, stubbed for tests that render the route table
// without a server: the list is empty and a project page stays loading.
import { vi } from 'vitest';
import type * as ProjectPage from '../screens/project-detail/use-project';

vi.mock('../screens/projects/use-open-projects', () => ({
  useOpenProjects: () => ({ loading: false, projects: [] }),
}));

vi.mock('../screens/project-detail/use-project', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectPage>()),
  useProject: () => ({ loading: true, project: undefined }),
}));
