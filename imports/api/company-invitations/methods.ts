// Company invitation methods: owners (and admins) invite (`companies.invite`, the same answer for
// every address) and revoke; the invitee reads the link (`companyInvitations.byLink`), accepts or
// declines it signed in or by the link, and an unknown address signs up while accepting (signed
// in at once, like the sign-up methods answer; a re-send of that call is signed in again).
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import type { CompanyRole } from '../companies/schema';
import { logInConnection } from '../users/login-session';
import type { PasswordDigest } from '../users/sign-up';
import { invitationTokenSchema, nameSchema, passwordDigestSchema, type PersonName } from '../users/sign-up-schemas';
import { acceptInvitation, acceptWithSignUp, declineByLink, declineInvitation, invitationByLink, revokeInvitation } from './answers';
import { inviteToCompany } from './invite';
import { invitationInputSchema } from './invitation-input-schema';

const invitationIdSchema = createSchema({ invitationId: id() });

export const companyInvitationMethods = [
  defineMethod({
    name: 'companies.invite',
    params: createSchema({ companyId: id() }).extend(invitationInputSchema),
    access: 'user',
    run(companyId: string, email: string, role: CompanyRole) {
      return inviteToCompany(this.userId as string, isAdmin(this.user), companyId, email, role);
    },
  }),
  defineMethod({
    name: 'companyInvitations.byLink',
    params: invitationTokenSchema,
    access: 'public',
    run: (token: string) => invitationByLink(token),
  }),
  defineMethod({
    name: 'companyInvitations.accept',
    params: invitationIdSchema,
    access: 'user',
    run(invitationId: string) {
      return acceptInvitation(this.userId as string, invitationId);
    },
  }),
  defineMethod({
    name: 'companyInvitations.decline',
    params: invitationIdSchema,
    access: 'user',
    run(invitationId: string) {
      return declineInvitation(this.userId as string, invitationId);
    },
  }),
  defineMethod({
    name: 'companyInvitations.declineByLink',
    params: invitationTokenSchema,
    access: 'public',
    run: (token: string) => declineByLink(token),
  }),
  defineMethod({
    name: 'companyInvitations.acceptWithSignUp',
    params: createSchema({ form: { type: invitationTokenSchema.clone().extend({ password: { type: passwordDigestSchema }, name: { type: nameSchema } }) } }),
    access: 'public',
    async run({ token, password, name }: { token: string; password: PasswordDigest; name: PersonName }) {
      // A re-send of this call (same token and seed) is signed in afresh: no login token is stored to answer it with.
      const { userId } = await acceptWithSignUp(token, password, name);
      return logInConnection(this, 'companyInvitations.acceptWithSignUp', userId);
    },
  }),
  defineMethod({
    name: 'companyInvitations.revoke',
    params: invitationIdSchema,
    access: 'user',
    run(invitationId: string) {
      return revokeInvitation(this.userId as string, isAdmin(this.user), invitationId);
    },
  }),
];
