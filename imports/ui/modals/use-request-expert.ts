// Opens the right request dialog: the request form for signed-in users (which explains what a
// user without a company account needs), the sign-in-or-contact choice for visitors.
import { useCallback } from 'react';
import { useCurrentAccount } from '../lib/account-context';
import { useModal } from './modal-context';
import type { RequestTarget } from './modal-keys';

export function useRequestExpert(): (target: RequestTarget) => void {
  const { userId } = useCurrentAccount();
  const { show } = useModal();
  return useCallback((target: RequestTarget) => show(userId ? 'send-request' : 'send-request-or-login', target), [show, userId]);
}
