// The contact-messages collection (client and server).
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { contactMessageSchema, type ContactMessage } from './schema';

export const ContactMessages = new Mongo.Collection<ContactMessage>('contactMessages');
ContactMessages.attachSchema(contactMessageSchema);
ContactMessages.attachSchema(docInfoSchema);
