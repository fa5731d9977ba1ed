// Rate limits of the app: Meteor's defaults for the account methods (5 per 10 s per connection,
// plus per-address limits a new socket cannot reset), and limits on the forms anonymous visitors
// can send, so nobody can flood the team's inbox or the request queue; and on the messages a
// signed-in person writes in conversations (MESSAGES_PER_USER_PER_MINUTE), for the same reason.
import { installAccountsRateLimits } from 'meteor/accounts-base';
import { limitFromEnv } from 'meteor/ddp-server';
import { DDPRateLimiter } from 'meteor/ddp-rate-limiter';
import type { MethodName } from '../../api/wire-api';

// Typed by the wire API, so a renamed method cannot silently lose its limit.
const PUBLIC_FORM_METHODS: readonly MethodName[] = [
  'contactMessages.send',
  'peopleRequests.send',
  'invitationRequests.create',
  'users.signUp.start',
  'users.signUpCustomer',
  'users.acceptInvitation',
  'companyInvitations.acceptWithSignUp',
  'companyInvitations.declineByLink',
];
const isPublicForm = (name: string) => (PUBLIC_FORM_METHODS as readonly string[]).includes(name);
const SEND_MESSAGE: MethodName = 'conversations.send';
export const MESSAGES_PER_USER_PER_MINUTE = limitFromEnv(process.env.MESSAGES_PER_USER_PER_MINUTE, 20);

let formRulesAdded = false;

export function installRateLimits(): void {
  installAccountsRateLimits();
  if (formRulesAdded) return;
  formRulesAdded = true;
  // Per connection: a person filling in forms sends a few a minute at most.
  DDPRateLimiter.addRule({ type: 'method', name: isPublicForm, connectionId: () => true }, 5, 60_000);
  // Per client address, so opening new sockets does not reset the count.
  DDPRateLimiter.addRule({ type: 'method', name: isPublicForm, clientAddress: () => true }, 20, 60_000);
  // Per person, whatever their connections: a conversation is typed, not scripted.
  DDPRateLimiter.addRule({ type: 'method', name: SEND_MESSAGE, userId: () => true }, MESSAGES_PER_USER_PER_MINUTE, 60_000);
}
