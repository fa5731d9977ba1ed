// The company's details: a form for owners (`companies.update`, only the fields that changed;
// emptied optional ones are cleared), a read-only summary for members. The country and company ID
// number are fixed.
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Company } from '../../../api/companies/schema';
import { FormSection } from '../../components/page/form-section';
import { updateCompanySchema } from '../../forms/form-schemas';
import { PostalAddressFields } from '../../forms/postal-address-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { companyChangesOf } from './company-changes';

function addressText(address: Company['address']): string {
  return address ? `${address.street}, ${address.postalCode} ${address.city}` : '—';
}

function FixedFacts({ company }: { company: Company }) {
  const listLabel = useListLabel();
  return (
    <dl className="row small mb-3">
      <dt className="col-sm-4">
        <FormattedMessage id="company.details.idNumber" />
      </dt>
      <dd className="col-sm-8">{company.companyIdNumber}</dd>
      <dt className="col-sm-4">
        <FormattedMessage id="company.details.country" />
      </dt>
      <dd className="col-sm-8">{listLabel('countries', company.country)}</dd>
    </dl>
  );
}

function EditableDetails({ company }: { company: Company }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const initial = { name: company.name, vatId: company.vatId, website: company.website, address: company.address };
  const form = useSchemaForm(updateCompanySchema, initial);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const { changes, clear } = companyChangesOf(company, values);
    if (Object.keys(changes).length > 0 || clear.length > 0) {
      await withFormErrors('changes', () => callMethod('companies.update', company._id, changes, ...(clear.length > 0 ? [clear] : [])));
    }
    setSaved(true);
  });
  return (
    <FormSection
      title={intl.formatMessage({ id: 'company.details.title' })}
      description={intl.formatMessage({ id: 'company.details.description' })}
      onSubmit={(event) => void submit(event)}
      submitting={form.submitting}
      error={form.generalError}
      saved={saved}
    >
      <FixedFacts company={company} />
      <SchemaField {...form.field('name')} autoComplete="organization" />
      <SchemaField {...form.field('vatId')} />
      <PostalAddressFields form={form} />
      <SchemaField {...form.field('website')} inputType="url" autoComplete="url" />
    </FormSection>
  );
}

export function CompanyDetails({ company, editable }: { company: Company; editable: boolean }) {
  if (editable) return <EditableDetails key={company._id} company={company} />;
  return (
    <Card as="section" className="mb-4" aria-labelledby="company-details-heading">
      <Card.Body>
        <h2 className="h5" id="company-details-heading">
          <FormattedMessage id="company.details.title" />
        </h2>
        <FixedFacts company={company} />
        <dl className="row small mb-0">
          <dt className="col-sm-4">
            <FormattedMessage id="company.details.vatId" />
          </dt>
          <dd className="col-sm-8">{company.vatId ?? <FormattedMessage id="company.details.none" />}</dd>
          <dt className="col-sm-4">
            <FormattedMessage id="company.details.address" />
          </dt>
          <dd className="col-sm-8">{addressText(company.address)}</dd>
          <dt className="col-sm-4">
            <FormattedMessage id="company.details.website" />
          </dt>
          <dd className="col-sm-8 text-break">{company.website ?? <FormattedMessage id="company.details.none" />}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
