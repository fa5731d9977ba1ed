// Guards auth-required routes (spec §2): nothing while a login is in progress (so a returning
// user does not see the sign-in form flash), the sign-in screen when nobody is logged in, and
// the screen itself otherwise. The protected chunk is not even loaded for a logged-out visitor.
import type { ReactNode } from 'react';
import { useCurrentAccount } from '../lib/account-context';
import { screens } from './screens';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { userId, loggingIn } = useCurrentAccount();
  if (loggingIn) return null;
  if (!userId) {
    const SignIn = screens.signIn;
    return <SignIn />;
  }
  return <>{children}</>;
}
