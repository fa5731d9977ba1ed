// A request for an expert. Customers (and admins) describe what they need and are answered
// through their account; other signed-in users learn that requests come from company accounts;
// a visitor who lands here leaves contact details instead.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { customerRequestSchema } from '../../forms/form-schemas';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { mayUser } from '../../../api/common/permissions';
import { withFormErrors } from '../../lib/method-errors';
import { useModal } from '../modal-context';
import type { ModalPropsMap, RequestTarget } from '../modal-keys';
import { RequestFields, requestPayload } from './request-fields';
import { requestLeadText } from './request-lead';
import { VisitorRequestForm } from './visitor-request-form';
import { ModalFormFooter } from './modal-form-footer';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

function CompanyAccountNeeded(target: RequestTarget) {
  const { show, close } = useModal();
  return (
    <>
      <Modal.Body>
        <p>
          <FormattedMessage id="modals.request.companyNeeded" />
        </p>
        <p className="mb-0">
          <FormattedMessage id="modals.request.registerInAMinute" />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          <FormattedMessage id="modals.request.notNow" />
        </Button>
        <Button onClick={() => show('register-company', { request: target })}><FormattedMessage id="modals.title.registerCompany" /></Button>
      </Modal.Footer>
    </>
  );
}

function CustomerRequestForm(target: RequestTarget) {
  const { callMethod } = useCurrentAccount();
  const { show } = useModal();
  const intl = useIntl();
  // Several experts chosen at once: ask for that many unless the customer says otherwise.
  const form = useSchemaForm(customerRequestSchema, target.peopleIds && target.peopleIds.length > 1 ? { expertsWanted: target.peopleIds.length } : {});
  const submit = form.handleSubmit(async (values) => {
    await withFormErrors('request', () => callMethod('peopleRequests.send', requestPayload(values, target)));
    show('request-sent', target);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'modals.title.sendRequest' })}>
      <Modal.Body>
        <p>{requestLeadText(intl, target.expertName)}</p>
        <FormAlert error={form.generalError} />
        <RequestFields form={form} />
      </Modal.Body>
      <ModalFormFooter submitting={form.submitting}>
        <FormattedMessage id="modals.request.send" />
      </ModalFormFooter>
    </Form>
  );
}

export default function SendRequestModal(target: ModalPropsMap['send-request']) {
  const { user, userId } = useCurrentAccount();
  if (!userId) return <VisitorRequestForm {...target} />;
  if (!mayUser(user, 'people')) return <CompanyAccountNeeded {...target} />;
  return <CustomerRequestForm {...target} />;
}
