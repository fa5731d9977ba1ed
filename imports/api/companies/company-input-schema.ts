// What `companies.register` and `companies.update` accept, browser-safe so the company form
// validates with the same rules as the server. An update sets what it names in `changes` and
// removes the optional fields it names in `clear` (an owner emptied them); the name is required
// and can only be replaced.
import SimpleSchema from 'simpl-schema';
import {
  COMPANY_ID_PATTERN,
  COUNTRIES,
  createSchema,
  type FieldContext,
  LENGTH,
  oneOf,
  postalAddressSchema,
  text,
  VAT_ID_PATTERN,
  WEBSITE_PATTERN,
} from '../common/lists';

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

/** In an update, null is no way to remove a detail (`clear` is) and the name cannot be emptied. */
function givenIfSent(this: FieldContext): string | undefined {
  if (this.value === null) return 'nullValue';
  return this.value === '' ? SimpleSchema.ErrorTypes.REQUIRED : undefined;
}

export const companyUpdateSchema = createSchema({
  name: { ...editable.name, optional: true, custom: givenIfSent },
  vatId: { ...editable.vatId, custom: givenIfSent },
  address: { ...editable.address, custom: givenIfSent },
  website: { ...editable.website, custom: givenIfSent },
});

/** The optional details an owner may remove with `companies.update`'s `clear`. */
export const CLEARABLE_COMPANY_FIELDS = ['vatId', 'address', 'website'] as const;
export type ClearableCompanyField = (typeof CLEARABLE_COMPANY_FIELDS)[number];

export const companyClearSchema = createSchema({
  clear: { type: Array, optional: true, maxCount: CLEARABLE_COMPANY_FIELDS.length },
  'clear.$': { type: String, allowedValues: [...CLEARABLE_COMPANY_FIELDS] },
});
