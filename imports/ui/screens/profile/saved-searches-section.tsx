// My Profile: the person's saved searches (`savedSearches.mine`, live), each with a link to the
// list it filters (the project list, or for customers' expert searches the directory: the row
// says which), how often its alerts are mailed, alerts on or off (a search switched
// off by its mail's unsubscribe link shows off here), rename and delete; a search whose alerts go
// unopened is offered a lower frequency (`savedSearches.unopened`). Every change is saved at
// once. The anchor `#saved-searches` is where the list's "saved" notice links.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFind } from 'meteor/react-meteor-data';
import { SavedSearches } from '../../../api/saved-searches/browser-collection';
import { mayUser } from '../../../api/common/permissions';
import { savedSearchHref } from '../../../api/saved-searches/list-links';
import { ALERT_FREQUENCIES, type AlertFrequency, listOfSearch, LOWER_FREQUENCY, SEARCH_NAME_MAX } from '../../../api/saved-searches/schema';
import type { ShownSavedSearch } from '../../../api/saved-searches/shown';
import { Link } from '../../app/routing';
import { SectionCard } from '../../components/page/section-card';
import { errorText } from '../../i18n/error-text';
import { useCurrentAccount } from '../../lib/account-context';
import { useSubscribe } from '../../lib/subscriptions';

export const SAVED_SEARCHES_ANCHOR = 'saved-searches';

function SearchRow({ search, unopened, onError }: { search: ShownSavedSearch; unopened: boolean; onError(text: string | null): void }) {
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  // Renaming swaps the row's buttons for a form and back: the focus returns to "Rename" (instead
  // of falling to the page's start with the form that had it).
  const renameButton = useRef<HTMLButtonElement>(null);
  const [renamed, setRenamed] = useState(false);
  useEffect(() => {
    if (!renaming && renamed) renameButton.current?.focus();
  }, [renaming, renamed]);
  const stopRenaming = () => {
    setRenamed(true);
    setRenaming(false);
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    onError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      onError(errorText(intl, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const change = (changes: { name?: string; frequency?: AlertFrequency; active?: boolean }) => run(() => callMethod('savedSearches.change', search._id, changes));
  const lower = unopened && search.active ? LOWER_FREQUENCY[search.frequency] : undefined;
  const list = listOfSearch(search);
  return (
    <li className="py-2 border-top">
      {renaming ? (
        <Form
          className="d-flex flex-wrap gap-2 mb-2"
          onSubmit={(event) => {
            event.preventDefault();
            void change({ name }).then((ok) => ok && stopRenaming());
          }}
        >
          <Form.Control
            size="sm"
            className="w-auto flex-grow-1"
            value={name}
            required
            maxLength={SEARCH_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-label={intl.formatMessage({ id: 'savedSearches.section.nameOf' }, { name: search.name })}
            autoFocus
          />
          <Button size="sm" type="submit" disabled={busy || !name.trim()}>
            <FormattedMessage id="savedSearches.section.save" />
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={stopRenaming}>
            <FormattedMessage id="savedSearches.section.cancel" />
          </Button>
        </Form>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span className="flex-grow-1">
            <Link href={savedSearchHref(list, search.filters)} className="fw-semibold" title={intl.formatMessage({ id: 'savedSearches.section.open' })}>
              {search.name}
            </Link>
            <span className="badge text-bg-light border ms-2 fw-normal">
              <FormattedMessage id={list === 'experts' ? 'savedSearches.section.list.experts' : 'savedSearches.section.list.projects'} />
            </span>
          </span>
          {/* Each row's buttons say which search they act on (several rows each have a "Rename"). */}
          <Button
            ref={renameButton}
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'savedSearches.section.renameOf' }, { name: search.name })}
            onClick={() => setRenaming(true)}
          >
            <FormattedMessage id="savedSearches.section.rename" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'savedSearches.section.deleteOf' }, { name: search.name })}
            onClick={() => void run(() => callMethod('savedSearches.delete', search._id))}
          >
            <FormattedMessage id="savedSearches.section.delete" />
          </Button>
        </div>
      )}
      {/* Never disabled while a change is saved: a control that turns disabled loses the focus, and
          an arrow key or Space would throw a keyboard user back to the page's start. */}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Select
          size="sm"
          className="w-auto"
          value={search.frequency}
          aria-label={intl.formatMessage({ id: 'savedSearches.section.frequencyOf' }, { name: search.name })}
          onChange={(event) => void change({ frequency: event.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((item) => (
            <option key={item.value} value={item.value}>
              {intl.formatMessage({ id: `savedSearches.frequency.${item.value}` })}
            </option>
          ))}
        </Form.Select>
        <Form.Check
          type="switch"
          id={`saved-search-${search._id}-active`}
          role="switch"
          checked={search.active}
          label={intl.formatMessage({ id: 'savedSearches.section.alertsOn' })}
          aria-label={intl.formatMessage({ id: 'savedSearches.section.activeOf' }, { name: search.name })}
          onChange={(event) => void change({ active: event.target.checked })}
        />
      </div>
      {lower && (
        <p className="small mt-2 mb-0">
          <span className="me-1">
            <FormattedMessage id="savedSearches.section.unopened" />
          </span>
          <Button size="sm" variant="link" className="p-0 align-baseline" disabled={busy} onClick={() => void change({ frequency: lower })}>
            <FormattedMessage id={`savedSearches.section.slowDown.${lower}`} />
          </Button>
        </p>
      )}
    </li>
  );
}

export function SavedSearchesSection() {
  const intl = useIntl();
  useSubscribe('savedSearches.mine');
  const searches = useFind(() => SavedSearches.find({}, { sort: { createdAt: 1 } }), []);
  const [error, setError] = useState<string | null>(null);
  const { callMethod, user } = useCurrentAccount();
  // Customers and admins also save expert searches: the words say so.
  const withExperts = mayUser(user, 'people');
  const [unopened, setUnopened] = useState<string[]>([]);
  useEffect(() => {
    // An offer, not a state: a failure shows nothing.
    callMethod('savedSearches.unopened').then(setUnopened, () => setUnopened([]));
  }, [callMethod]);
  return (
    <SectionCard title={intl.formatMessage({ id: 'savedSearches.section.title' })} headingId={SAVED_SEARCHES_ANCHOR} description={intl.formatMessage({ id: withExperts ? 'savedSearches.section.leadWithExperts' : 'savedSearches.section.lead' })}>
      {error && (
        <p className="text-danger small" role="alert">
          {error}
        </p>
      )}
      {searches.length === 0 ? (
        <p className="mb-0">
          <FormattedMessage id={withExperts ? 'savedSearches.section.emptyWithExperts' : 'savedSearches.section.empty'} />
        </p>
      ) : (
        <ul className="list-unstyled mb-0">
          {searches.map((search) => (
            <SearchRow key={search._id} search={search} unopened={unopened.includes(search._id)} onError={setError} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
