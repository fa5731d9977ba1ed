// What `companies.register` and `companies.update` accept, browser-safe so the company form
// validates with the same rules as the server.
import {
  COMPANY_ID_PATTERN,
  COUNTRIES,
  createSchema,
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

export const companyUpdateSchema = createSchema({ ...editable, name: { ...editable.name, optional: true } });
