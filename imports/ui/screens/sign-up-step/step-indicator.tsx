// Where the user is in the wizard: "Step 2 of 5: Languages and availability" as the page's
// subheading (focused when the user moves to another step, so keyboard and screen-reader users
// start at the new step rather than at the top of the page), and the steps as an ordered list in which the current
// one has aria-current="step" and saved earlier ones are links.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SIGN_UP_STEPS as STEP_LIST, type SignUpStep } from '../../../api/users/schema';
import { paths } from '../../app/paths';

export const STEP_NAMES = Object.fromEntries(STEP_LIST.map((item) => [item.value, item.label])) as Record<SignUpStep, string>;

/** The step shown last in this page session: focus moves only when the step changes. */
let lastShown: SignUpStep | null = null;

export function StepIndicator({ step, completed }: { step: SignUpStep; completed: readonly string[] }) {
  const index = STEP_LIST.findIndex((item) => item.value === step);
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (lastShown !== null && lastShown !== step) headingRef.current?.focus();
    lastShown = step;
  }, [step]);
  return (
    <nav aria-label="Sign-up steps" className="mb-4">
      <p className="h5 mb-2" id="sign-up-step-heading" tabIndex={-1} ref={headingRef}>
        Step {index + 1} of {STEP_LIST.length}: {STEP_NAMES[step]}
      </p>
      <div className="progress mb-2" style={{ height: 6 }} aria-hidden="true">
        <div className="progress-bar" style={{ width: `${((index + 1) / STEP_LIST.length) * 100}%` }} />
      </div>
      <ol className="list-unstyled d-flex flex-wrap gap-3 small mb-0">
        {STEP_LIST.map((item, at) => {
          const current = item.value === step;
          const done = completed.includes(item.value);
          const text = `${at + 1}. ${item.label}`;
          return (
            <li key={item.value} aria-current={current ? 'step' : undefined} className={current ? 'fw-semibold' : 'text-body-secondary'}>
              {!current && done ? (
                <Link to={paths.signUpStep.href(item.value)}>
                  {text}
                  <span className="visually-hidden"> (saved)</span>
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
