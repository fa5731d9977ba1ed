// The browser's copy of 'contactMessages', filled by publications and never written to directly (writes
// go through methods, validated on the server against the schema attached in collection.ts), so
// it carries no schema and the browser does not load the schema library for it.
import { Mongo } from 'meteor/mongo';
import type { ContactMessage } from './schema';

export const ContactMessages = new Mongo.Collection<ContactMessage>('contactMessages');
