// Storing a contact-form message. The consent box must be ticked; a logged-in sender is linked.
// The product also leaves the admins messages about a user's request (`referToAgency`). Every
// message stored tells the admins (the agency inbox), with the sender's name and subject only.
// A send the client repeats after a reconnect (same randomSeed) is stored once and answered alike
// (common/retried-insert.ts).
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { paths } from '../../ui/app/paths';
import { notify } from '../notifications/events';
import { ContactMessages } from './collection';
import type { ContactMessage, ContactMessageStatus } from './schema';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';

/** The sender's fields of a message, and the consent box (stored as `consentAt`). */
export type ContactMessageInput = Pick<ContactMessage, 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message' | 'url'> & {
  consent: boolean;
};

export async function sendContactMessage(userId: string | null, input: ContactMessageInput): Promise<string> {
  const { consent, ...fields } = input;
  if (consent !== true) throw userError(400, 'errors.consentRequired');
  return storeMessage({ ...fields, ...(userId ? { userId } : {}), consentAt: new Date(), status: 'new' });
}

async function storeMessage(message: Omit<ContactMessage, '_id'>): Promise<string> {
  // The same sender: an account's messages, or a visitor's from the same address.
  const sender = message.userId ? { userId: message.userId } : { userId: { $exists: false }, email: message.email };
  const { id, storedBefore } = await seededInsertId(ContactMessages, sender);
  if (storedBefore) return id;
  const said = { senderName: message.name, ...(message.subject ? { subject: message.subject } : {}) };
  try {
    const [messageId] = (await writeTogether([
      () => ContactMessages.insertAsync({ ...message, _id: id }),
      notify('contact.received', said, { admins: true, ...(message.userId ? { except: [message.userId] } : {}) }, paths.adminMessages.href()),
    ]))!;
    return messageId;
  } catch (error) {
    if (isDuplicateKeyError(error) && (await isStoredFor(ContactMessages, id, sender))) return id;
    throw error;
  }
}

/**
 * A message the product itself leaves for the admins about a user (no consent box: it is about
 * something the user asked the agency to do, such as registering their company).
 */
export async function referToAgency(fields: Pick<ContactMessage, 'userId' | 'name' | 'email' | 'company' | 'subject' | 'message'>): Promise<void> {
  const open = await ContactMessages.findOneAsync({ userId: fields.userId, subject: fields.subject, status: 'new' }, { fields: { _id: 1 } });
  if (!open) await storeMessage({ ...fields, status: 'new' });
}

export async function setContactMessageStatus(messageId: string, status: ContactMessageStatus): Promise<void> {
  const changed = await ContactMessages.updateAsync({ _id: messageId }, { $set: { status } });
  if (changed !== 1) throw userError(404, 'errors.notFound.message');
}
