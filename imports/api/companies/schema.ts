// A customer's company: the "account" that customers act for. Registering one makes the user
// its owner and a customer, and sets their `selectedAccountId` to the company's _id.
//
// Carries docInfo: yes. Carries accountId: no; the company *is* the account, and its _id is the
// accountId other collections carry.
//
// Decisions where the spec is silent:
// - The company ID number (IČO, KRS, Handelsregister number) is required: the agency invoices
//   companies. The VAT ID is optional (not every client is VAT-registered) and stored without
//   spaces, upper case, with its country prefix (CZ12345678).
// - `country` is the country of registration; the street address lies in it. A unique index on
//   (country, companyIdNumber) keeps one company per registration (the lead adds it).
// - `registrationKey` is `<country>:<company ID number upper-cased without spaces>`, set by the
//   server; its unique index (collection.ts) is the (country, company ID number) uniqueness.
// - Members are users with the role owner or member; there is always at least one owner, and a
//   user appears once. Owners manage members; members send requests for the company.
import {
  arrayOf,
  COMPANY_ID_PATTERN,
  COUNTRIES,
  type CountryCode,
  createSchema,
  type FieldContext,
  id,
  LENGTH,
  listOf,
  oneOf,
  optionalId,
  type PostalAddress,
  postalAddressSchema,
  text,
  VAT_ID_PATTERN,
  WEBSITE_PATTERN,
} from '../common/lists';

export const COMPANY_ROLES = listOf({ owner: 'Owner', member: 'Member' });
export type CompanyRole = (typeof COMPANY_ROLES)[number]['value'];

export interface CompanyMember {
  userId: string;
  role: CompanyRole;
  addedAt: Date;
}

export interface Company {
  _id: string;
  name: string;
  companyIdNumber: string;
  vatId?: string;
  address?: PostalAddress;
  country: CountryCode;
  website?: string;
  members: CompanyMember[];
  registrationKey?: string;
}

function ownerAmongMembers(this: FieldContext): string | undefined {
  if (!Array.isArray(this.value)) return undefined;
  const members = this.value as Partial<CompanyMember>[];
  if (new Set(members.map((member) => member.userId)).size !== members.length) return 'duplicate';
  return members.some((member) => member.role === 'owner') ? undefined : 'ownerRequired';
}

export const companyMemberSchema = createSchema({
  userId: id(),
  role: oneOf(COMPANY_ROLES),
  addedAt: { type: Date },
});

export const companySchema = createSchema({
  _id: optionalId(),
  name: text(LENGTH.short),
  companyIdNumber: { type: String, max: 30, regEx: COMPANY_ID_PATTERN, label: 'Company ID number' },
  vatId: { type: String, max: 15, regEx: VAT_ID_PATTERN, optional: true, label: 'VAT ID' },
  address: { type: postalAddressSchema, optional: true },
  country: oneOf(COUNTRIES),
  website: { type: String, max: 300, regEx: WEBSITE_PATTERN, optional: true },
  ...arrayOf('members', companyMemberSchema, { maxCount: 50, minCount: 1, optional: false, custom: ownerAmongMembers }),
  registrationKey: { type: String, max: 40, optional: true },
});
