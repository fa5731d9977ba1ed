// The browser's `counts` collection: one record per counting subscription (the header's badge of
// documents awaiting agreement, the lists' live counts), filled by publications only. One
// instance for the whole app: a connection takes one store per collection name.
import { Mongo } from 'meteor/mongo';
import { COUNTS_COLLECTION, type CountRecord } from './live-counts';

export const Counts = new Mongo.Collection<CountRecord>(COUNTS_COLLECTION);
