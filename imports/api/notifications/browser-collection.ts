// The browser's copy of 'notifications', filled by the bell's and the page's publications and
// never written to directly (marking read goes through methods), so it carries no schema.
import { Mongo } from 'meteor/mongo';
import type { ShownNotification } from './shown';

export const Notifications = new Mongo.Collection<ShownNotification>('notifications');
