// The profile's completeness: a meter with the percentage and the list of what is still missing,
// each a link to its section.
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { CompletenessItem } from './completeness';

export function CompletenessMeter({ percent, items }: { percent: number; items: CompletenessItem[] }) {
  const missing = items.filter((item) => !item.done);
  return (
    <section className="card mb-4" aria-labelledby="completeness-heading">
      <div className="card-body">
        <h2 className="h5" id="completeness-heading">
          Your profile is {percent}% complete
        </h2>
        <ProgressBar now={percent} variant={percent === 100 ? 'success' : 'primary'} aria-label="Profile completeness" className="mb-3" />
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
