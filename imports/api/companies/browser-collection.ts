// The companies collection as the browser holds it: filled by `companies.mine` and never written
// to directly (writes go through the companies.* methods, validated on the server), so it
// carries no schema. Server code uses collection.ts.
import { Mongo } from 'meteor/mongo';
import type { Company } from './schema';

export const Companies = new Mongo.Collection<Company>('companies');
