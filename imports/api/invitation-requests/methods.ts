// Invitation-request methods: anyone asks for an invitation; admins answer.
import { defineMethod } from '../common/define-method';
import { createSchema, email, id, LENGTH, oneOf, optionalText, PHONE_PATTERN, text } from '../common/lists';
import { answerInvitationRequest, createInvitationRequest, type InvitationDecision, type InvitationRequestInput } from './logic';
import { INVITATION_REQUEST_KINDS } from './schema';

const SINGLE_LINE = /^[^\r\n]*$/;

export const invitationRequestInputSchema = createSchema({
  email: email(),
  name: { type: createSchema({ first: { ...text(LENGTH.name), regEx: SINGLE_LINE }, last: { ...text(LENGTH.name), regEx: SINGLE_LINE } }) },
  kind: oneOf(INVITATION_REQUEST_KINDS),
  company: { ...optionalText(LENGTH.short), regEx: SINGLE_LINE },
  phone: { type: String, max: 25, regEx: PHONE_PATTERN, optional: true },
  message: optionalText(LENGTH.note),
  consent: { type: Boolean },
});

export const createInvitationRequestMethod = defineMethod<{ request: InvitationRequestInput }, void>({
  name: 'invitationRequests.create',
  params: createSchema({ request: { type: invitationRequestInputSchema } }),
  access: 'public',
  run: ({ request }) => createInvitationRequest(request),
});

export const answerInvitationRequestMethod = defineMethod<{ requestId: string; decision: InvitationDecision }, { userId?: string }>({
  name: 'invitationRequests.answer',
  params: createSchema({ requestId: id(), decision: { type: String, allowedValues: ['invite', 'decline'] } }),
  access: 'admin',
  run: ({ requestId, decision }) => answerInvitationRequest(requestId, decision),
});

export const invitationRequestMethods = [createInvitationRequestMethod, answerInvitationRequestMethod];
