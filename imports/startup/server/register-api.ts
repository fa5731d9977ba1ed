// The only place that registers every collection's methods and publications with the server.
import { registerProjectPublications } from '../../api/projects/publications';

export function registerApi(): void {
  registerProjectPublications();
}
