// The requests-for-experts collection (client and server).
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { requestSchema, type ExpertRequest } from './schema';

export const Requests = new Mongo.Collection<ExpertRequest>('requests');
Requests.attachSchema(requestSchema);
Requests.attachSchema(docInfoSchema);
