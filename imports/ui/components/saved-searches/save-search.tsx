// "Save this search" under a list's filters (the project list for everyone signed in, the expert
// directory for customers and admins): a name and how often new matching projects or experts are
// mailed (`savedSearches.save` or `savedSearches.saveExperts` with the list's current filters and
// the browser's time zone, for the daily and weekly mornings). Loaded on its own (with the `app`
// messages), so visitors never download it. My Profile lists and manages the saved searches.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PeopleFilters } from '../../../api/people/filters';
import type { ProjectFilters } from '../../../api/projects/filters';
import { ALERT_FREQUENCIES, type AlertFrequency, SEARCH_NAME_MAX } from '../../../api/saved-searches/schema';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { errorText } from '../../i18n/error-text';
import { useCurrentAccount } from '../../lib/account-context';
import type { AccountActions } from '../../lib/account-types';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The list the search is saved from, with its current filters. */
export type SaveSearchProps = { list: 'projects'; filters: ProjectFilters } | { list: 'experts'; filters: PeopleFilters };

interface SearchToSave {
  name: string;
  frequency: AlertFrequency;
  timeZone: string;
}

/** Saves the search with the list's filters, without the "load more" limit. */
function saveSearch(callMethod: AccountActions['callMethod'], props: SaveSearchProps, search: SearchToSave): Promise<unknown> {
  if (props.list === 'experts') {
    const { limit: _limit, ...filters } = props.filters;
    return callMethod('savedSearches.saveExperts', { ...search, filters });
  }
  const { limit: _limit, ...filters } = props.filters;
  return callMethod('savedSearches.save', { ...search, filters });
}

export default function SaveSearch(props: SaveSearchProps) {
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Saving or cancelling takes the form (and the focused button) away: the focus goes back to
  // "Save this search", not to the page's start (a keyboard user would Tab from the top again).
  const opener = useRef<HTMLButtonElement>(null);
  const [closedByUser, setClosedByUser] = useState(false);
  useEffect(() => {
    if (!open && closedByUser) opener.current?.focus();
  }, [open, closedByUser]);
  const close = () => {
    setClosedByUser(true);
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveSearch(callMethod, props, { name, frequency, timeZone: browserTimeZone() });
      setSaved(true);
      close();
      setName('');
    } catch (failure) {
      setError(errorText(intl, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3">
      {saved && (
        <Alert
          variant="success"
          dismissible
          onClose={() => {
            setSaved(false);
            // Its close button goes with it: the focus moves on to the button below.
            opener.current?.focus();
          }}
          className="small"
        >
          {/* alert-link: Bootstrap's link blue on the success tint is 3.5:1, its alert link colour passes. */}
          <FormattedMessage
            id="savedSearches.save.saved"
            values={{
              profile: (chunks) => (
                <Link href={`${paths.profile.href()}#saved-searches`} className="alert-link">
                  {chunks}
                </Link>
              ),
            }}
          />
        </Alert>
      )}
      {!open ? (
        <Button ref={opener} variant="outline-primary" className="w-100" onClick={() => setOpen(true)}>
          <FormattedMessage id="savedSearches.save.open" />
        </Button>
      ) : (
        <Form onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} className="border rounded p-3">
          <h2 className="h6" id={`${id}-title`}>
            <FormattedMessage id="savedSearches.save.title" />
          </h2>
          <p className="small text-body-secondary">
            <FormattedMessage id={props.list === 'experts' ? 'savedSearches.save.leadExperts' : 'savedSearches.save.lead'} />
          </p>
          <Form.Group className="mb-2" controlId={`${id}-name`}>
            <Form.Label>
              <FormattedMessage id="savedSearches.save.name" />
            </Form.Label>
            <Form.Control value={name} required maxLength={SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} autoFocus />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-frequency`}>
            <Form.Label>
              <FormattedMessage id="savedSearches.save.frequency" />
            </Form.Label>
            <Form.Select value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)}>
              {ALERT_FREQUENCIES.map((item) => (
                <option key={item.value} value={item.value}>
                  {intl.formatMessage({ id: `savedSearches.frequency.${item.value}` })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {error && (
            <Alert variant="danger" className="small">
              {error}
            </Alert>
          )}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={busy || !name.trim()}>
              <FormattedMessage id="savedSearches.save.submit" />
            </Button>
            <Button variant="outline-secondary" onClick={close}>
              <FormattedMessage id="savedSearches.save.cancel" />
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
