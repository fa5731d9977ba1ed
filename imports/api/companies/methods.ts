// Company methods: any logged-in user registers a company (and so becomes its owner and a
// customer); owners (and admins) edit it and manage its members (inviting an address without an
// account mails it an enroll link); any member may leave.
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import { companyInputSchema, companyUpdateSchema } from './company-input-schema';
import { addMember, type AddedMember, type CompanyInput, type CompanyUpdate, registerCompany, removeMember, updateCompany } from './logic';
import { memberInputSchema } from './member-input-schema';
import type { CompanyRole } from './schema';

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

export const addMemberMethod = defineMethod<{ companyId: string; email: string; role: CompanyRole }, AddedMember>({
  name: 'companies.addMember',
  params: createSchema({ companyId: id() }).extend(memberInputSchema),
  access: 'user',
  run: ({ companyId, email: address, role }, { userId, user }) => addMember(userId as string, isAdmin(user), companyId, address, role),
});

export const removeMemberMethod = defineMethod<{ companyId: string; memberId: string }, void>({
  name: 'companies.removeMember',
  params: createSchema({ companyId: id(), memberId: id() }),
  access: 'user',
  run: ({ companyId, memberId }, { userId, user }) => removeMember(userId as string, isAdmin(user), companyId, memberId),
});

export { companyInputSchema };

export const companyMethods = [registerCompanyMethod, updateCompanyMethod, addMemberMethod, removeMemberMethod];
