// A candidate who finished the sign-up wizard, as server-side test set-up writes it (trusted code,
// like the roles): applying needs every step (imports/api/applications/profile-to-apply.ts).
import { SIGN_UP_STEPS } from '../../imports/api/users/schema';

export const COMPLETE_PROFILE = { 'candidateData.completedSteps': SIGN_UP_STEPS.map((step) => step.value) };
