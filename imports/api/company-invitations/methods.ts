// Company invitation methods: owners (and admins) invite (`companies.invite`, the same answer for
// every address) and revoke; the invitee reads the link (`companyInvitations.byLink`), accepts or
// declines it signed in or by the link, and an unknown address signs up while accepting (signed
// in at once, like the sign-up methods answer).
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import type { CompanyRole } from '../companies/schema';
import { logInConnection, type LoginResult } from '../users/login-session';
import type { PasswordDigest } from '../users/sign-up';
import { invitationTokenSchema, nameSchema, passwordDigestSchema, type PersonName } from '../users/sign-up-schemas';
import { acceptInvitation, acceptWithSignUp, declineByLink, declineInvitation, invitationByLink, revokeInvitation } from './answers';
import type { InvitationByLink } from './answers-types';
import { inviteToCompany } from './invite';
import { invitationInputSchema } from './invitation-input-schema';

export const COMPANY_INVITATION_METHODS = {
  invite: 'companies.invite',
  byLink: 'companyInvitations.byLink',
  accept: 'companyInvitations.accept',
  decline: 'companyInvitations.decline',
  declineByLink: 'companyInvitations.declineByLink',
  acceptWithSignUp: 'companyInvitations.acceptWithSignUp',
  revoke: 'companyInvitations.revoke',
} as const;

const invitationIdSchema = createSchema({ invitationId: id() });

export const companyInvitationMethods = [
  defineMethod<{ companyId: string; email: string; role: CompanyRole }, void>({
    name: COMPANY_INVITATION_METHODS.invite,
    params: createSchema({ companyId: id() }).extend(invitationInputSchema),
    access: 'user',
    run: ({ companyId, email, role }, { userId, user }) => inviteToCompany(userId as string, isAdmin(user), companyId, email, role),
  }),
  defineMethod<{ token: string }, InvitationByLink>({
    name: COMPANY_INVITATION_METHODS.byLink,
    params: invitationTokenSchema,
    access: 'public',
    run: ({ token }) => invitationByLink(token),
  }),
  defineMethod<{ invitationId: string }, string>({
    name: COMPANY_INVITATION_METHODS.accept,
    params: invitationIdSchema,
    access: 'user',
    run: ({ invitationId }, { userId }) => acceptInvitation(userId as string, invitationId),
  }),
  defineMethod<{ invitationId: string }, void>({
    name: COMPANY_INVITATION_METHODS.decline,
    params: invitationIdSchema,
    access: 'user',
    run: ({ invitationId }, { userId }) => declineInvitation(userId as string, invitationId),
  }),
  defineMethod<{ token: string }, void>({
    name: COMPANY_INVITATION_METHODS.declineByLink,
    params: invitationTokenSchema,
    access: 'public',
    run: ({ token }) => declineByLink(token),
  }),
  defineMethod<{ form: { token: string; password: PasswordDigest; name: PersonName } }, LoginResult>({
    name: COMPANY_INVITATION_METHODS.acceptWithSignUp,
    params: createSchema({ form: { type: invitationTokenSchema.clone().extend({ password: { type: passwordDigestSchema }, name: { type: nameSchema } }) } }),
    access: 'public',
    async run({ form: { token, password, name } }, context) {
      const userId = await acceptWithSignUp(token, password, name);
      return logInConnection(context, COMPANY_INVITATION_METHODS.acceptWithSignUp, userId);
    },
  }),
  defineMethod<{ invitationId: string }, void>({
    name: COMPANY_INVITATION_METHODS.revoke,
    params: invitationIdSchema,
    access: 'user',
    run: ({ invitationId }, { userId, user }) => revokeInvitation(userId as string, isAdmin(user), invitationId),
  }),
];
