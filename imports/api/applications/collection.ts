// The applications collection (client and server). The unique sparse index on `liveKey` is what
// keeps one live application per project and person, even under concurrent applies.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { applicationSchema, type Application } from './schema';

export const Applications = new Mongo.Collection<Application>('applications');
Applications.attachSchema(applicationSchema);
Applications.attachSchema(docInfoSchema);
Applications.attachSchema({ liveKey: { type: String, max: 60, optional: true, index: 1, unique: true } });
