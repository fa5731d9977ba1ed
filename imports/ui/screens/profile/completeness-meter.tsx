// The profile's completeness: a meter with the percentage and the list of what is still missing,
// each a link to its section.
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompletenessItem } from './completeness';

export function CompletenessMeter({ percent, items }: { percent: number; items: CompletenessItem[] }) {
  const intl = useIntl();
  const missing = items.filter((item) => !item.done);
  return (
    <section className="card mb-4" aria-labelledby="completeness-heading">
      <div className="card-body">
        <h2 className="h5" id="completeness-heading">
          <FormattedMessage id="profile.completeness.title" values={{ percent: percent / 100 }} />
        </h2>
        {/* Own markup: react-bootstrap's ProgressBar puts the label on the wrapper, not on the progressbar. */}
        <div className="progress mb-3">
          <div
            className={`progress-bar ${percent === 100 ? 'bg-success' : ''}`}
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'profile.completeness.meterLabel' })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${percent}%` }}
          />
        </div>
        {missing.length === 0 ? (
          <p className="mb-0">
            <FormattedMessage id="profile.completeness.done" />
          </p>
        ) : (
          <>
            <p className="mb-1">
              <FormattedMessage id="profile.completeness.missing" />
            </p>
            <ul className="mb-0" data-testid="missing-items">
              {missing.map((item) => (
                <li key={item.key}>
                  <a href={`#${item.anchor}`}>
                    <FormattedMessage id={item.labelId} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
