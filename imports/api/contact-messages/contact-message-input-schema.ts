// What `contactMessages.send` accepts, browser-safe so the contact form validates with the same
// rules as the server. Name and subject are single lines so they can never smuggle mail headers.
import { createSchema, email, LENGTH, optionalText, PHONE_PATTERN, text, URL_PATTERN } from '../common/lists';

const SINGLE_LINE = /^[^\r\n]*$/;

export const contactMessageInputSchema = createSchema({
  name: { ...text(LENGTH.short), regEx: SINGLE_LINE },
  email: email(),
  phone: { type: String, max: 25, regEx: PHONE_PATTERN, optional: true },
  company: { ...optionalText(LENGTH.short), regEx: SINGLE_LINE },
  subject: { ...optionalText(LENGTH.title), regEx: SINGLE_LINE },
  message: text(LENGTH.note),
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  consent: { type: Boolean },
});
