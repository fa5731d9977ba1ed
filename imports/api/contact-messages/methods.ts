// Contact-form methods: anyone sends (`contactMessages.send`, the name the UI calls); admins file.
// Name and subject are single lines so they can never smuggle mail headers into a notification.
import { defineMethod } from '../common/define-method';
import { createSchema, id, oneOf } from '../common/lists';
import { contactMessageInputSchema } from './contact-message-input-schema';
import { type ContactMessageInput, sendContactMessage, setContactMessageStatus } from './logic';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from './schema';

export const sendContactMessageMethod = defineMethod({
  name: 'contactMessages.send',
  params: createSchema({ message: { type: contactMessageInputSchema } }),
  access: 'public',
  run(message: ContactMessageInput) {
    return sendContactMessage(this.userId, message);
  },
});

export const setContactMessageStatusMethod = defineMethod({
  name: 'contactMessages.setStatus',
  params: createSchema({ messageId: id(), status: oneOf(CONTACT_MESSAGE_STATUSES) }),
  access: 'admin',
  run: (messageId: string, status: ContactMessageStatus) => setContactMessageStatus(messageId, status),
});

export { contactMessageInputSchema };

export const contactMessageMethods = [sendContactMessageMethod, setContactMessageStatusMethod];
