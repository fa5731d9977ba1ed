// The peopleDocuments collection. On the server it lives in the named storage 'documents': its own
// database when DOCUMENTS_MONGO_URL is set, its own folder (`<dataDir>/documents`) in embedded
// mode (packages/mongo/storage.ts). In the browser the option means nothing.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { peopleDocumentSchema, type PeopleDocument } from './schema';

export const DOCUMENTS_STORAGE = 'documents';

export const PeopleDocuments = new Mongo.Collection<PeopleDocument>('peopleDocuments', { storage: DOCUMENTS_STORAGE });
PeopleDocuments.attachSchema(peopleDocumentSchema);
PeopleDocuments.attachSchema(docInfoSchema);
