// Contact-form methods: anyone sends (`contactMessages.send`, the name the UI calls); admins file.
// Name and subject are single lines so they can never smuggle mail headers into a notification.
import { defineMethod } from '../common/define-method';
import { createSchema, email, id, LENGTH, oneOf, optionalText, PHONE_PATTERN, text, URL_PATTERN } from '../common/lists';
import { type ContactMessageInput, sendContactMessage, setContactMessageStatus } from './logic';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from './schema';

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

export const sendContactMessageMethod = defineMethod<{ message: ContactMessageInput }, string>({
  name: 'contactMessages.send',
  params: createSchema({ message: { type: contactMessageInputSchema } }),
  access: 'public',
  run: ({ message }, { userId }) => sendContactMessage(userId, message),
});

export const setContactMessageStatusMethod = defineMethod<{ messageId: string; status: ContactMessageStatus }, void>({
  name: 'contactMessages.setStatus',
  params: createSchema({ messageId: id(), status: oneOf(CONTACT_MESSAGE_STATUSES) }),
  access: 'admin',
  run: ({ messageId, status }) => setContactMessageStatus(messageId, status),
});

export const contactMessageMethods = [sendContactMessageMethod, setContactMessageStatusMethod];
