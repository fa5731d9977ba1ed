// The companies collection (client and server). The unique index on `registrationKey` keeps one
// company per (country, company ID number).
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { companySchema, type Company } from './schema';

export const Companies = new Mongo.Collection<Company>('companies');
Companies.attachSchema(companySchema);
Companies.attachSchema(docInfoSchema);
Companies.attachSchema({ registrationKey: { type: String, max: 40, optional: true, index: 1, unique: true } });
