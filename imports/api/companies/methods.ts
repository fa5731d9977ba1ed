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
import { COMPANY_ROLES, type CompanyRole } from './schema';

export const registerCompanyMethod = defineMethod({
  name: 'companies.register',
  params: createSchema({ company: { type: companyInputSchema } }),
  access: 'user',
  run(company: CompanyInput) {
    return registerCompany(this.userId as string, company);
  },
});

export const updateCompanyMethod = defineMethod({
  name: 'companies.update',
  params: createSchema({ companyId: id(), changes: { type: companyUpdateSchema } }).extend(companyClearSchema),
  access: 'user',
  run(companyId: string, changes: CompanyUpdate, clear?: ClearableCompanyField[]) {
    return updateCompany(this.userId as string, isAdmin(this.user), companyId, changes, clear);
  },
});

export const removeMemberMethod = defineMethod({
  name: 'companies.removeMember',
  params: createSchema({ companyId: id(), memberId: id() }),
  access: 'user',
  run(companyId: string, memberId: string) {
    return removeMember(this.userId as string, isAdmin(this.user), companyId, memberId);
  },
});

export const setMemberRoleMethod = defineMethod({
  name: 'companies.setMemberRole',
  params: createSchema({ companyId: id(), memberId: id(), role: oneOf(COMPANY_ROLES) }),
  access: 'user',
  run(companyId: string, memberId: string, role: CompanyRole) {
    return setMemberRole(this.userId as string, isAdmin(this.user), companyId, memberId, role);
  },
});

export { companyInputSchema };

export const companyMethods = [registerCompanyMethod, updateCompanyMethod, removeMemberMethod, setMemberRoleMethod];
