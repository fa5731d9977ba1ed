// One independently saved part of a longer form (a profile section, a company's details, a
// project's rates): a titled card whose own Save button sends only its fields, with the saving
// state, a general error and a "Saved" confirmation in one place.
import type { FormEvent, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { WORD_IDS } from './words';

export interface FormSectionProps {
  title: string;
  /**
   * The heading's id, where a link points at it; default one made of the (English) title. Give
   * it when the title is translated, so the anchor stays the same in every language.
   */
  headingId?: string;
  /** The section's anchor, where a link points at it (`/engine/profile/#notifications`). */
  id?: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  /** A message for errors that belong to no field. */
  error?: string | null;
  /** Shown after a successful save, until the next edit. */
  saved?: boolean;
  /** Default Save. */
  submitLabel?: ReactNode;
  /** Extra buttons beside Save (Cancel, Remove…). */
  actions?: ReactNode;
  children: ReactNode;
}

export function FormSection({ title, headingId: ownHeadingId, id, description, onSubmit, submitting, error, saved, submitLabel, actions, children }: FormSectionProps) {
  const headingId = ownHeadingId ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" id={id} className="mb-4" aria-labelledby={headingId}>
      <Card.Body>
        <h2 className="h5" id={headingId}>
          {title}
        </h2>
        {description && <div className="text-body-secondary small mb-3">{description}</div>}
        {/* While saving, Save looks disabled but keeps the focus (a disabled button drops it to the
            page's start, where a keyboard user would have to Tab back from); a second Enter meanwhile
            sends nothing. */}
        <form
          noValidate
          onSubmit={(event) => {
            if (!submitting) onSubmit(event);
            else event.preventDefault();
          }}
        >
          {children}
          {error && (
            <Alert variant="danger" className="py-2">
              {error}
            </Alert>
          )}
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button type="submit" className={submitting ? 'disabled' : undefined} aria-disabled={submitting || undefined}>
              {submitting ? <FormattedMessage id={WORD_IDS.saving} /> : (submitLabel ?? <FormattedMessage id={WORD_IDS.save} />)}
            </Button>
            {actions}
            <span role="status" aria-live="polite" className="text-success small">
              {saved && !submitting ? <FormattedMessage id={WORD_IDS.saved} /> : ''}
            </span>
          </div>
        </form>
      </Card.Body>
    </Card>
  );
}
