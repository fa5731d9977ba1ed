// What applications contribute to account deletion: the candidate's applications (their notes,
// proposed rates and histories) are erased with the account. They are no legal evidence, and the
// agency keeps its own remarks elsewhere. Server-only.
import { onAccountDeleted } from '../users/personal-data';
import { Applications } from './collection';

export function registerApplicationDataHooks(): void {
  onAccountDeleted('applications', async (user) => {
    const erased = await Applications.removeAsync({ userId: user._id });
    return { erased: erased > 0 ? ['Your applications to projects, with their notes and history'] : [], kept: [] };
  });
}
