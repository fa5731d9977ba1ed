// The description in Markdown beside (below, on a phone) its live preview, rendered by the same
// renderer the public project page uses, so the admin sees exactly what candidates will read.
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage } from 'react-intl';
import { Markdown } from '../../components/markdown/markdown';
import { SchemaField } from '../../forms/schema-field';
import type { SchemaFormFieldProps } from '../../forms/use-schema-form';

export function DescriptionField({ field }: { field: SchemaFormFieldProps }) {
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Row className="g-3">
      <Col md={6}>
        <SchemaField {...field} />
        <p className="small text-body-secondary">
          <FormattedMessage id="admin-projects.markdownHelp" values={{ code: (chunks) => <code>{chunks}</code> }} />
        </p>
      </Col>
      <Col md={6}>
        <section aria-labelledby="description-preview-heading" className="border rounded p-3 h-100" data-testid="description-preview">
          <h3 className="h6 text-body-secondary" id="description-preview-heading">
            <FormattedMessage id="admin-projects.preview" />
          </h3>
          {text.trim() ? <Markdown text={text} /> : (
            <p className="text-body-secondary mb-0">
              <FormattedMessage id="admin-projects.previewEmpty" />
            </p>
          )}
        </section>
      </Col>
    </Row>
  );
}
