// What the company details form sends to `companies.update`: the details that differ from the
// stored company (`changes`) and the optional ones the owner emptied (`clear`), so an emptied VAT
// ID, website or address is removed instead of silently kept.
import { CLEARABLE_COMPANY_FIELDS, type ClearableCompanyField } from '../../../api/companies/company-input-schema';
import type { Company } from '../../../api/companies/schema';
import type { FormValues } from '../../forms/form-reducer';

const EDITABLE = ['name', 'vatId', 'website', 'address'] as const;

export interface CompanyChanges {
  changes: Partial<Pick<Company, (typeof EDITABLE)[number]>>;
  clear: ClearableCompanyField[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `values` are the form's cleaned values: an emptied field is absent from them. */
export function companyChangesOf(company: Company, values: FormValues): CompanyChanges {
  const changes: Record<string, unknown> = {};
  const clear: ClearableCompanyField[] = [];
  for (const key of EDITABLE) {
    const value = values[key];
    if (value === undefined) {
      if (company[key] !== undefined && (CLEARABLE_COMPANY_FIELDS as readonly string[]).includes(key)) clear.push(key as ClearableCompanyField);
    } else if (!same(value, company[key])) {
      changes[key] = value;
    }
  }
  return { changes: changes as CompanyChanges['changes'], clear };
}
