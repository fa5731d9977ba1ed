// What an invitation link is for, asked once when its screen opens: `users.invitation` for an
// enrolment link (the form then asks the name of everyone but an expert, prefilled with what is
// known), `companyInvitations.byLink` for a company's invitation. A link the server refuses
// (expired, used or unknown) is reported as such, so the screen can say so at once.
import { useEffect, useState } from 'react';
import type { InvitationByLink } from '../../../api/company-invitations/answers-types';
import type { InvitationInfo } from '../../../api/users/sign-up-schemas';
import { useCurrentAccount } from '../../lib/account-context';
import type { MethodArgs, MethodResult } from '../../lib/wire-api';
import { useIntl } from 'react-intl';
import { errorText } from '../../i18n/error-text';

export type LinkState<T> = { status: 'loading' } | { status: 'ready'; invitation: T } | { status: 'refused' } | { status: 'failed'; reason: string };

export type InvitationState = LinkState<InvitationInfo>;

/** A 403 from the accounts methods: the link expired, was used, or never existed. */
export function isRefusedLink(error: unknown): boolean {
  const e = error as { error?: unknown } | null;
  return e?.error === 403 || e?.error === '403';
}

function useLink<N extends 'users.invitation' | 'companyInvitations.byLink'>(method: N, token: string): LinkState<MethodResult<N>> {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const [state, setState] = useState<LinkState<MethodResult<N>> & { token?: string }>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    callMethod(method, ...([token] as MethodArgs<N>)).then(
      (invitation) => current && setState({ status: 'ready', invitation, token }),
      (error: unknown) => {
        if (!current) return;
        setState(isRefusedLink(error) ? { status: 'refused', token } : { status: 'failed', reason: errorText(intl, error, 'join.tryAgain'), token });
      },
    );
    return () => {
      current = false;
    };
  }, [callMethod, method, token, intl]);
  return state.token === token ? state : { status: 'loading' };
}

export function useInvitation(token: string): InvitationState {
  return useLink('users.invitation', token);
}

export function useCompanyInvitation(token: string): LinkState<InvitationByLink> {
  return useLink('companyInvitations.byLink', token);
}
