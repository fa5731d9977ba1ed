// `companies.register` for a signed-in user. On success the user is the company's owner and may
// send requests: a request that led here continues, otherwise My Company opens with a note that
// confirms the registration. A company ID that is already registered goes to the agency instead
// (the server never says whose it is): the dialog then says the agency will check and contact them.
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from '../../app/routing';
import type { MethodInput } from '../../lib/wire-api';
import { paths } from '../../app/paths';
import { useListOptions } from '../../i18n/use-list-label';
import { registerCompanySchema } from '../../forms/form-schemas';
import { PostalAddressFields } from '../../forms/postal-address-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { useModal } from '../modal-context';
import type { RequestTarget } from '../modal-keys';
import { ModalFormFooter } from './modal-form-footer';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

/** `secondStep`: the account was just created in this dialog (step 1 of 2). */
export function CompanyRegistrationForm({ request, secondStep = false }: { request?: RequestTarget | undefined; secondStep?: boolean }) {
  const { callMethod } = useCurrentAccount();
  const { show } = useModal();
  const navigate = useNavigate();
  const intl = useIntl();
  const form = useSchemaForm(registerCompanySchema);
  const countries = useListOptions('countries');
  const formRef = useRef<HTMLFormElement>(null);
  // After the account step the button that was pressed is gone: the focus goes on to this form.
  useEffect(() => {
    if (secondStep) formRef.current?.querySelector('input')?.focus();
  }, [secondStep]);
  const submit = form.handleSubmit(async (values) => {
    const answer = await withFormErrors('company', () => callMethod('companies.register', values as MethodInput<'companies.register'>));
    if (typeof answer === 'object' && answer?.referredToAgency) {
      show('succesfuly-saved', { heading: intl.formatMessage({ id: 'modals.company.referredHeading' }), message: intl.formatMessage({ id: 'modals.company.referred' }) });
      return;
    }
    if (request) {
      show('send-request', request);
      return;
    }
    navigate(paths.company.href());
    show('succesfuly-saved', {
      heading: intl.formatMessage({ id: 'modals.company.registeredHeading' }),
      message: intl.formatMessage({ id: 'modals.company.registered' }, { name: String(values.name) }),
    });
  });
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.title.registerCompany' })}>
      <Modal.Body>
        <p>
          <FormattedMessage id={secondStep ? 'modals.company.step2' : 'modals.company.lead'} />
        </p>
        <FormAlert error={form.generalError} />
        <SchemaField {...form.field('name')} autoComplete="organization" />
        <SchemaField {...form.field('companyIdNumber')} />
        <SchemaField {...form.field('country')} options={countries} autoComplete="country" />
        <SchemaField {...form.field('vatId')} />
        <PostalAddressFields form={form} />
        <SchemaField {...form.field('website')} inputType="url" autoComplete="url" />
      </Modal.Body>
      <ModalFormFooter submitting={form.submitting}>
        <FormattedMessage id="modals.company.register" />
      </ModalFormFooter>
    </Form>
  );
}
