// The project list's live data, stubbed for tests that render the route table without a server.
import { vi } from 'vitest';

vi.mock('../screens/projects/use-open-projects', () => ({
  useOpenProjects: () => ({ loading: false, projects: [] }),
}));
