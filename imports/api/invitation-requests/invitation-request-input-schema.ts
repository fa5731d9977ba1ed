// What `invitationRequests.create` accepts, browser-safe so the invitation forms validate with
// the same rules as the server.
import { createSchema, email, LENGTH, oneOf, optionalText, PHONE_PATTERN, text } from '../common/lists';
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
