// Contact messages are seen by admins only.
import { definePublication } from '../common/define-publication';
import { createSchema, oneOf } from '../common/lists';
import { ContactMessages } from './collection';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from './schema';

export const adminContactMessages = definePublication({
  name: 'contactMessages.admin',
  params: createSchema({ status: { ...oneOf(CONTACT_MESSAGE_STATUSES), optional: true } }),
  access: 'admin',
  cursors: (status?: ContactMessageStatus) => ContactMessages.find(status ? { status } : {}, { sort: { 'docInfo.createdAt': -1 }, limit: 500 }),
});

export const contactMessagePublications = [adminContactMessages];
