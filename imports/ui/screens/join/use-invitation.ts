// Whom an invitation link is for (`users.invitation`), asked once when the join screen opens: the
// form then asks the name of everyone but an expert, prefilled with what is known. A link the
// server refuses (expired, used or unknown) is reported as such, so the screen can say so at once.
import { useEffect, useState } from 'react';
import type { InvitationInfo } from '../../../api/users/sign-up-schemas';
import { useCurrentAccount } from '../../lib/account-context';
import { METHODS } from '../../lib/method-names';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationInfo }
  | { status: 'refused' }
  | { status: 'failed'; reason: string };

/** A 403 from the accounts methods: the link expired, was used, or never existed. */
export function isRefusedLink(error: unknown): boolean {
  const e = error as { error?: unknown } | null;
  return e?.error === 403 || e?.error === '403';
}

export function useInvitation(token: string): InvitationState {
  const { callMethod } = useCurrentAccount();
  const [state, setState] = useState<InvitationState & { token?: string }>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    callMethod<InvitationInfo>(METHODS.invitation, token).then(
      (invitation) => current && setState({ status: 'ready', invitation, token }),
      (error: unknown) => {
        if (!current) return;
        const reason = (error as { reason?: unknown } | null)?.reason;
        setState(isRefusedLink(error) ? { status: 'refused', token } : { status: 'failed', reason: typeof reason === 'string' ? reason : 'Please try again.', token });
      },
    );
    return () => {
      current = false;
    };
  }, [callMethod, token]);
  return state.token === token ? state : { status: 'loading' };
}
