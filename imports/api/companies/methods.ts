// Company methods: any logged-in user registers a company (and so becomes its owner and a
// customer); owners (and admins) edit it and manage its members and roles, keeping at least one
// owner; any member may leave. Inviting is `companies.invite` (company-invitations/).
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, id, oneOf } from '../common/lists';
import { type ClearableCompanyField, companyClearSchema, companyInputSchema, companyUpdateSchema } from './company-input-schema';
import {
  type CompanyInput,
  type CompanyUpdate,
  registerCompany,
  removeMember,
  setMemberRole,
  updateCompany,
} from './logic';
import type { ReferredRegistration } from './register-answer';
import { COMPANY_ROLES, type CompanyRole } from './schema';

export const registerCompanyMethod = defineMethod<{ company: CompanyInput }, string | ReferredRegistration>({
  name: 'companies.register',
  params: createSchema({ company: { type: companyInputSchema } }),
  access: 'user',
  run: ({ company }, { userId }) => registerCompany(userId as string, company),
});

export const updateCompanyMethod = defineMethod<{ companyId: string; changes: CompanyUpdate; clear?: ClearableCompanyField[] }, void>({
  name: 'companies.update',
  params: createSchema({ companyId: id(), changes: { type: companyUpdateSchema } }).extend(companyClearSchema),
  access: 'user',
  run: ({ companyId, changes, clear }, { userId, user }) => updateCompany(userId as string, isAdmin(user), companyId, changes, clear),
});

export const removeMemberMethod = defineMethod<{ companyId: string; memberId: string }, void>({
  name: 'companies.removeMember',
  params: createSchema({ companyId: id(), memberId: id() }),
  access: 'user',
  run: ({ companyId, memberId }, { userId, user }) => removeMember(userId as string, isAdmin(user), companyId, memberId),
});

export const setMemberRoleMethod = defineMethod<{ companyId: string; memberId: string; role: CompanyRole }, void>({
  name: 'companies.setMemberRole',
  params: createSchema({ companyId: id(), memberId: id(), role: oneOf(COMPANY_ROLES) }),
  access: 'user',
  run: ({ companyId, memberId, role }, { userId, user }) => setMemberRole(userId as string, isAdmin(user), companyId, memberId, role),
});

export { companyInputSchema };

export const companyMethods = [registerCompanyMethod, updateCompanyMethod, removeMemberMethod, setMemberRoleMethod];
