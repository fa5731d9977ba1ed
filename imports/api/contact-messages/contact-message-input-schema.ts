// What `contactMessages.send` accepts, browser-safe so the contact form validates with the same
// rules as the server. Name and subject are single lines so they can never smuggle mail headers.
import { createSchema, email, LENGTH, mustBeTicked, optionalPhone, optionalText, SINGLE_LINE_PATTERN as SINGLE_LINE, text, URL_PATTERN } from '../common/lists';

export const contactMessageInputSchema = createSchema({
  name: { ...text(LENGTH.short), regEx: SINGLE_LINE },
  email: email(),
  phone: optionalPhone(),
  company: { ...optionalText(LENGTH.short), regEx: SINGLE_LINE },
  subject: { ...optionalText(LENGTH.title), regEx: SINGLE_LINE },
  message: text(LENGTH.note),
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  consent: mustBeTicked(),
});
