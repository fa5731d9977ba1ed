// The requests collection as the browser holds it: filled by `requests.company` (and the other
// request publications) and never written to directly, so it carries no schema. Server code
// uses collection.ts.
import { Mongo } from 'meteor/mongo';
import type { ExpertRequest } from './schema';

export const Requests = new Mongo.Collection<ExpertRequest & { docInfo?: { createdAt?: Date } }>('requests');
