// The notifications collection (client and server). The bell counts a person's unread ones and
// the page lists them newest first: both ride the index on userId, readAt and createdAt.
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { notificationSchema, type Notification } from './schema';

export const Notifications = new Mongo.Collection<Notification>('notifications');
Notifications.attachSchema(notificationSchema);
