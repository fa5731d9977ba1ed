// Fills an empty database with demo content so a fresh `npm start` shows a working marketplace.
import { loadDemoProjects } from '../../api/projects/demo-content';

export async function loadDemoContent(log: (line: string) => void): Promise<void> {
  const projects = await loadDemoProjects();
  if (projects > 0) log(`Loaded demo content: ${projects} projects.`);
}
