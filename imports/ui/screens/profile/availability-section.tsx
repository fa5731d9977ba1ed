// My Profile: whether, from when and how much the candidate can work (required, as in the
// wizard), when they last confirmed it, and "Yes, still true" for an availability that has not
// changed (availability.confirm; a save confirms too).
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { isUnconfirmed } from '../../../api/availability/freshness';
import { FormSection } from '../../components/page/form-section';
import { AvailabilityFields } from '../../forms/candidate-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';
import type { CandidateView } from './candidate-view';
import { availabilityFormSchema, useLabelledSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

function StillTrue({ confirmedAt }: { confirmedAt: Date }) {
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const stale = isUnconfirmed({ confirmedAt });
  // The button gives way to the thanks: the focus follows it there (not to the page's start).
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'done') thanks.current?.focus();
  }, [state]);
  const confirm = async () => {
    setState('busy');
    try {
      await callMethod('availability.confirm');
      setState('done');
    } catch {
      setState('idle');
    }
  };
  if (state === 'done') {
    return (
      <p ref={thanks} tabIndex={-1} className="small text-success mb-2" role="status">
        {intl.formatMessage({ id: 'availability.confirmedNow' })}
      </p>
    );
  }
  return (
    <p className="small mb-2 d-flex flex-wrap align-items-center gap-2" data-testid="availability-confirmed-on">
      <span className={stale ? 'text-warning-emphasis' : 'text-body-secondary'}>
        {intl.formatMessage({ id: 'availability.confirmedOn' }, { date: dayText(new Date(confirmedAt), intl.locale) })}
      </span>
      {stale && <span className="text-warning-emphasis">{intl.formatMessage({ id: 'availability.unconfirmedHint' })}</span>}
      <Button size="sm" variant="outline-primary" disabled={state === 'busy'} onClick={() => void confirm()}>
        {intl.formatMessage({ id: 'availability.stillTrue' })}
      </Button>
    </p>
  );
}

export function AvailabilitySection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const schema = useLabelledSchema(availabilityFormSchema);
  const form = useSchemaForm(schema, data.availability ? { availability: { ...data.availability } } : {});
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), schema);
  const confirmedAt = data.availability?.confirmedAt;
  return (
    <FormSection id="availability" title={intl.formatMessage({ id: 'profile.availability.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      {confirmedAt && <StillTrue confirmedAt={confirmedAt} />}
      <AvailabilityFields form={form} />
    </FormSection>
  );
}
