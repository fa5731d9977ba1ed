// Guards auth-required routes (spec §2): nothing while a login is in progress (so a returning
// user does not see the sign-in form flash), the sign-in screen when nobody is logged in, and
// the screen itself otherwise. Admin routes also need the admin role: anyone else signed in is
// told plainly that the page is not for them, and the screen (with its subscriptions) is never
// mounted. The protected chunk is not even loaded for a visitor who may not see it.
import type { ReactNode } from 'react';
import { useCurrentAccount } from '../lib/account-context';
import { rolesOf } from '../../api/common/permissions';
import { NotAllowed } from '../components/not-allowed';
import { screens } from './screens';

export function RequireAuth({ role, children }: { role?: 'admin'; children: ReactNode }) {
  const { user, userId, loggingIn } = useCurrentAccount();
  if (loggingIn) return null;
  if (!userId) {
    const SignIn = screens.signIn;
    return <SignIn />;
  }
  if (role && !rolesOf(user).includes(role)) return <NotAllowed />;
  return <>{children}</>;
}
