// The availability's methods (server only). `availability.confirm()`: the signed-in candidate's
// own "still true" from My Profile; nobody confirms for someone else (an admin neither: only the
// candidate knows). Saving the availability (users.updateProfile, the wizard) confirms it too.
import { defineMethod, type MethodContext } from '../common/define-method';
import { createSchema } from '../common/lists';
import { userError } from '../common/user-error';
import { confirmOwnAvailability } from './confirmation';

export const availabilityMethods = [
  defineMethod({
    name: 'availability.confirm',
    params: createSchema({}),
    access: 'user',
    async run(this: MethodContext): Promise<{ confirmedAt: Date }> {
      const now = new Date();
      if (!this.user?.roles?.includes('candidate')) throw userError(403, 'availability.error.candidatesOnly');
      if (!(await confirmOwnAvailability(this.user._id, now))) throw userError(409, 'availability.error.nothingToConfirm');
      return { confirmedAt: now };
    },
  }),
];
