// A candidate applies: a note, an optional rate and start date, sent with `applications.apply`.
// Success replaces the form with a confirmation; "already applied" and "no longer open" are
// said in plain words; invalid fields show their errors.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { missingStepsText } from '../../../api/applications/profile-to-apply';
import type { Project } from '../../../api/projects/schema';
import type { SignUpStep } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { applyFormSchema, type ApplyFormValues, toApplication, toFormError } from './apply-schema';
import { FormAlert } from '../../forms/form-alert';

type Outcome = 'applied' | 'already-applied' | 'closed' | 'nda-required';

function outcomeOf(error: unknown): Outcome | null {
  const code = (error as { error?: unknown } | null)?.error;
  if (code === 409) return 'already-applied';
  if (code === 404) return 'closed';
  if (code === 428) return 'nda-required';
  return null;
}

/**
 * The server's "finish your profile" (412) names the missing steps as codes (`details.missing`)
 * besides its English words: they are worded here in the reader's language.
 */
function withStepsWorded(error: unknown, intl: IntlShape): unknown {
  const e = error as { error?: unknown; details?: { missing?: unknown } } | null;
  const missing = e?.details?.missing;
  if (e?.error !== 412 || !Array.isArray(missing)) return error;
  return { ...e, details: { ...e.details, values: { missing: missingStepsText(intl, missing as SignUpStep[]) } } };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const link = { link: (chunks: ReactNode[]) => <Link to={paths.myApplications.href()}>{chunks}</Link> };
  return (
    <div ref={ref} tabIndex={-1} role="status">
      {outcome === 'applied' && (
        <Alert variant="success" className="mb-0">
          <FormattedMessage id="projectDetail.outcome.applied" values={link} />
        </Alert>
      )}
      {outcome === 'already-applied' && (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="projectDetail.outcome.alreadyApplied" values={link} />
        </Alert>
      )}
      {outcome === 'nda-required' && (
        <Alert variant="warning" className="mb-0">
          <FormattedMessage id="projectDetail.outcome.ndaRequired" />
        </Alert>
      )}
      {outcome === 'closed' && (
        <Alert variant="warning" className="mb-0">
          <FormattedMessage id="projectDetail.outcome.closed" />
        </Alert>
      )}
    </div>
  );
}

export function ApplyForm({ project }: { project: Project }) {
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const rateUnits = useListOptions('rateUnitNames');
  const form = useSchemaForm(applyFormSchema, { rateCurrency: project.rate?.currency ?? 'EUR', rateUnit: project.rate?.unit ?? 'day' });
  if (outcome) return <OutcomeMessage outcome={outcome} />;
  const submit = form.handleSubmit(async (values) => {
    try {
      await callMethod('applications.apply', project._id, toApplication(values as ApplyFormValues));
      setOutcome('applied');
    } catch (error) {
      const known = outcomeOf(error);
      if (known) setOutcome(known);
      else throw toFormError(withStepsWorded(error, intl));
    }
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'projectDetail.form.label' })}>
      <SchemaField {...form.field('note')} />
      <div className="row g-2">
        <div className="col-12 col-sm-5">
          <SchemaField {...form.field('rateAmount')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('rateCurrency')} />
        </div>
        <div className="col-6 col-sm-4">
          <SchemaField {...form.field('rateUnit')} options={rateUnits} />
        </div>
      </div>
      <SchemaField {...form.field('availableFrom')} />
      <FormAlert error={form.generalError} />
      <Button type="submit" className="w-100" disabled={form.submitting}>
        <FormattedMessage id={form.submitting ? 'projectDetail.form.sending' : 'projectDetail.form.send'} />
      </Button>
    </Form>
  );
}
