// The profile's completeness: a meter with the percentage and the list of what is still missing,
// each a link to its section.
import type { CompletenessItem } from './completeness';

export function CompletenessMeter({ percent, items }: { percent: number; items: CompletenessItem[] }) {
  const missing = items.filter((item) => !item.done);
  return (
    <section className="card mb-4" aria-labelledby="completeness-heading">
      <div className="card-body">
        <h2 className="h5" id="completeness-heading">
          Your profile is {percent}% complete
        </h2>
        {/* Own markup: react-bootstrap's ProgressBar puts the label on the wrapper, not on the progressbar. */}
        <div className="progress mb-3">
          <div
            className={`progress-bar ${percent === 100 ? 'bg-success' : ''}`}
            role="progressbar"
            aria-label="Profile completeness"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${percent}%` }}
          />
        </div>
        {missing.length === 0 ? (
          <p className="mb-0">Everything clients look for is there. Keep it up to date.</p>
        ) : (
          <>
            <p className="mb-1">Still missing:</p>
            <ul className="mb-0" data-testid="missing-items">
              {missing.map((item) => (
                <li key={item.key}>
                  <a href={`#${item.anchor}`}>{item.label}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
