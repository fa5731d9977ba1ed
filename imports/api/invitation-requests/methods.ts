// Invitation-request methods: anyone asks for an invitation; admins answer.
import { defineMethod } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import { invitationRequestInputSchema } from './invitation-request-input-schema';
import { answerInvitationRequest, createInvitationRequest, type InvitationDecision, type InvitationRequestInput } from './logic';

export const createInvitationRequestMethod = defineMethod({
  name: 'invitationRequests.create',
  params: createSchema({ request: { type: invitationRequestInputSchema } }),
  access: 'public',
  run: (request: InvitationRequestInput) => createInvitationRequest(request),
});

export const answerInvitationRequestMethod = defineMethod({
  name: 'invitationRequests.answer',
  params: createSchema({ requestId: id(), decision: { type: String, allowedValues: ['invite', 'decline'] } }),
  access: 'admin',
  run(requestId: string, decision: InvitationDecision) {
    return answerInvitationRequest(requestId, decision, this.userId as string);
  },
});

export { invitationRequestInputSchema };

export const invitationRequestMethods = [createInvitationRequestMethod, answerInvitationRequestMethod];
