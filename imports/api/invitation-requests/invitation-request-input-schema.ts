// What `invitationRequests.create` accepts, browser-safe so the invitation forms validate with
// the same rules as the server.
import { createSchema, email, LENGTH, mustBeTicked, oneOf, optionalPhone, optionalText, SINGLE_LINE_PATTERN as SINGLE_LINE, text } from '../common/lists';
import { INVITATION_REQUEST_KINDS } from './schema';

export const invitationRequestInputSchema = createSchema({
  email: email(),
  name: { type: createSchema({ first: { ...text(LENGTH.name), regEx: SINGLE_LINE }, last: { ...text(LENGTH.name), regEx: SINGLE_LINE } }) },
  kind: oneOf(INVITATION_REQUEST_KINDS),
  company: { ...optionalText(LENGTH.short), regEx: SINGLE_LINE },
  phone: optionalPhone(),
  message: optionalText(LENGTH.note),
  consent: mustBeTicked(),
});
