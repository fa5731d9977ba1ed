// Company publications: the companies the caller belongs to (members see the member list with
// user ids and roles) and every company for admins. The registration key is internal.
import { definePublication } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { Companies } from './collection';

const COMPANY_FIELDS = { registrationKey: 0 } as const;

export const myCompanies = definePublication<Record<string, never>>({
  name: 'companies.mine',
  params: createSchema({}),
  access: 'user',
  cursors: (_params, { userId }) => Companies.find({ 'members.userId': userId }, { fields: COMPANY_FIELDS }),
});

export const adminCompanies = definePublication<Record<string, never>>({
  name: 'companies.admin',
  params: createSchema({}),
  access: 'admin',
  cursors: () => Companies.find({}, { fields: COMPANY_FIELDS, sort: { name: 1 }, limit: 1000 }),
});

export const companyPublications = [myCompanies, adminCompanies];
