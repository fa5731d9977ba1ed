// Where the user is in the wizard: "Step 2 of 5: Languages and availability" as the page's
// subheading (focused when the user moves to another step, so keyboard and screen-reader users
// start at the new step rather than at the top of the page), and the steps as an ordered list in which the current
// one has aria-current="step" and saved earlier ones are links.
import { useEffect, useRef } from 'react';
import { Link } from '../../app/routing';
import { SIGN_UP_STEPS as STEP_LIST, type SignUpStep } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

/** Each step's name, as a message. */
export const STEP_NAME_IDS = {
  'personal-details-1': 'sign-up.step.personal-details-1',
  'personal-details-2': 'sign-up.step.personal-details-2',
  'experience-1': 'sign-up.step.experience-1',
  'experience-2': 'sign-up.step.experience-2',
  'upload-cv': 'sign-up.step.upload-cv',
} as const satisfies Record<SignUpStep, MessageId>;

/** The step shown last in this page session: focus moves only when the step changes. */
let lastShown: SignUpStep | null = null;

export function StepIndicator({ step, completed }: { step: SignUpStep; completed: readonly string[] }) {
  const index = STEP_LIST.findIndex((item) => item.value === step);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const intl = useIntl();
  useEffect(() => {
    if (lastShown !== null && lastShown !== step) headingRef.current?.focus();
    lastShown = step;
  }, [step]);
  return (
    <nav aria-label={intl.formatMessage({ id: 'sign-up.steps' })} className="mb-4">
      <p className="h5 mb-2" id="sign-up-step-heading" tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="sign-up.stepOf" values={{ number: index + 1, total: STEP_LIST.length, name: intl.formatMessage({ id: STEP_NAME_IDS[step] }) }} />
      </p>
      <div className="progress mb-2" style={{ height: 6 }} aria-hidden="true">
        <div className="progress-bar" style={{ width: `${((index + 1) / STEP_LIST.length) * 100}%` }} />
      </div>
      <ol className="list-unstyled d-flex flex-wrap gap-3 small mb-0">
        {STEP_LIST.map((item, at) => {
          const current = item.value === step;
          const done = completed.includes(item.value);
          const text = intl.formatMessage({ id: 'sign-up.stepItem' }, { number: at + 1, name: intl.formatMessage({ id: STEP_NAME_IDS[item.value] }) });
          return (
            <li key={item.value} aria-current={current ? 'step' : undefined} className={current ? 'fw-semibold' : 'text-body-secondary'}>
              {!current && done ? (
                <Link to={paths.signUpStep.href(item.value)}>
                  {text}
                  <span className="visually-hidden">
                    <FormattedMessage id="sign-up.stepSaved" />
                  </span>
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
