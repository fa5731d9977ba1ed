// How a project's status reads and looks in the back office.
import type { StatusTone } from '../../components/page/status-badge';
import { PROJECT_STATUS_OPTIONS, type ProjectStatus } from '../../../api/projects/schema';

export const PROJECT_STATUS_TONES: Record<ProjectStatus, StatusTone> = { draft: 'info', open: 'success', closed: 'neutral' };

export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}
