// Writing a template: a new one (type, language, title, text), or a new version of an existing
// one (its title and text; saving a changed text adds version n+1 and makes it active, so what
// people already agreed to never changes). Validated with the server's own argument schemas.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useId, useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import type { DocumentTemplate } from '../../../api/document-templates/schema';
import { templateChangesSchema, templateInputSchema } from '../../../api/document-templates/template-input-schema';
import { useText } from '../../components/admin/use-text';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import type { MethodInput } from '../../lib/wire-api';

/** The method's schema with the labels in the admin's language. */
function labelled(schema: SimpleSchema, intl: IntlShape): SimpleSchema {
  const copy = schema.clone();
  const labels = {
    type: intl.formatMessage({ id: 'admin-documents.form.type' }),
    language: intl.formatMessage({ id: 'admin-documents.form.language' }),
    title: intl.formatMessage({ id: 'admin-documents.form.title' }),
    body: intl.formatMessage({ id: 'admin-documents.form.body' }),
  };
  copy.labels(Object.fromEntries(Object.entries(labels).filter(([key]) => copy.allowsKey(key))));
  return copy;
}

export interface TemplateFormDialogProps {
  /** The version to start from; none for a new template. */
  base: DocumentTemplate | null;
  onSaved(message: string): void;
  onClose(): void;
}

export function TemplateFormDialog({ base, onSaved, onClose }: TemplateFormDialogProps) {
  const { callMethod } = useCurrentAccount();
  const titleId = useId();
  const intl = useIntl();
  const text = useText();
  const documentTypes = useListOptions('documentTypes');
  const languages = useListOptions('languages');
  const schema = useMemo(() => labelled(base ? templateChangesSchema : templateInputSchema, intl), [base, intl]);
  const form = useSchemaForm(schema, base ? { title: base.title, body: base.body } : { type: 'nda', language: 'en' });
  const submit = form.handleSubmit(async (values) => {
    if (base) {
      const id = await withFormErrors('changes', () => callMethod('documentTemplates.update', base._id, values));
      onSaved(id === base._id ? text('admin-documents.form.titleSaved') : text('admin-documents.form.versionSaved', { version: base.version + 1 }));
    } else {
      await withFormErrors('template', () => callMethod('documentTemplates.create', values as MethodInput<'documentTemplates.create'>));
      onSaved(text('admin-documents.form.created'));
    }
    onClose();
  });
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={text('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {base ? text('admin-documents.form.newVersionTitle', { title: base.title, version: base.version }) : text('admin-documents.templates.new')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {form.generalError && (
            <Alert variant="danger" role="alert">
              {form.generalError}
            </Alert>
          )}
          {!base && (
            <>
              <SchemaField {...form.field('type')} options={documentTypes} />
              <SchemaField {...form.field('language')} options={languages} />
            </>
          )}
          <SchemaField {...form.field('title')} />
          <SchemaField {...form.field('body')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" disabled={form.submitting}>
            <FormattedMessage id={form.submitting ? 'admin-documents.form.saving' : base ? 'admin-documents.form.saveVersion' : 'admin-documents.form.save'} />
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
