// Company methods: any logged-in user registers a company (and so becomes its owner and a
// customer); owners (and admins) edit it and manage its members.
import { defineMethod, isAdmin } from '../common/define-method';
import {
  COMPANY_ID_PATTERN,
  COUNTRIES,
  createSchema,
  email,
  id,
  LENGTH,
  oneOf,
  postalAddressSchema,
  text,
  VAT_ID_PATTERN,
  WEBSITE_PATTERN,
} from '../common/lists';
import { addMember, type CompanyInput, type CompanyUpdate, registerCompany, removeMember, updateCompany } from './logic';
import { COMPANY_ROLES, type CompanyRole } from './schema';

const editable = {
  name: text(LENGTH.short),
  vatId: { type: String, max: 15, regEx: VAT_ID_PATTERN, optional: true, label: 'VAT ID' },
  address: { type: postalAddressSchema, optional: true },
  website: { type: String, max: 300, regEx: WEBSITE_PATTERN, optional: true },
};

export const companyInputSchema = createSchema({
  ...editable,
  companyIdNumber: { type: String, max: 30, regEx: COMPANY_ID_PATTERN, label: 'Company ID number' },
  country: oneOf(COUNTRIES),
});

const companyUpdateSchema = createSchema({ ...editable, name: { ...editable.name, optional: true } });

export const registerCompanyMethod = defineMethod<{ company: CompanyInput }, string>({
  name: 'companies.register',
  params: createSchema({ company: { type: companyInputSchema } }),
  access: 'user',
  run: ({ company }, { userId }) => registerCompany(userId as string, company),
});

export const updateCompanyMethod = defineMethod<{ companyId: string; changes: CompanyUpdate }, void>({
  name: 'companies.update',
  params: createSchema({ companyId: id(), changes: { type: companyUpdateSchema } }),
  access: 'user',
  run: ({ companyId, changes }, { userId, user }) => updateCompany(userId as string, isAdmin(user), companyId, changes),
});

export const addMemberMethod = defineMethod<{ companyId: string; email: string; role: CompanyRole }, string>({
  name: 'companies.addMember',
  params: createSchema({ companyId: id(), email: email(), role: oneOf(COMPANY_ROLES) }),
  access: 'user',
  run: ({ companyId, email: address, role }, { userId, user }) => addMember(userId as string, isAdmin(user), companyId, address, role),
});

export const removeMemberMethod = defineMethod<{ companyId: string; memberId: string }, void>({
  name: 'companies.removeMember',
  params: createSchema({ companyId: id(), memberId: id() }),
  access: 'user',
  run: ({ companyId, memberId }, { userId, user }) => removeMember(userId as string, isAdmin(user), companyId, memberId),
});

export const companyMethods = [registerCompanyMethod, updateCompanyMethod, addMemberMethod, removeMemberMethod];
