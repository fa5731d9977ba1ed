// What a candidate's profile needs before they may apply: every step of the sign-up wizard. The
// agency puts a candidate forward with their CV (upload-cv) and the profile around it: name and
// contact (personal-details-1: who is proposed, and how the agency reaches them), languages and
// availability (personal-details-2: the customer's first questions are "from when" and "in which
// language"), expertise and skills (experience-1: what the agency matches against the project's)
// and work experience (experience-2: the track record sent with the CV). The wizard saves the
// steps in order, so asking for the CV asks for the four before it anyway: the rule says so
// plainly. Shared by the server (applications.apply refuses) and the project page (which shows
// what is missing instead of the form).
import type { IntlShape } from '@formatjs/intl';
import { andListIn } from '../../i18n/and-list';
import { SIGN_UP_STEPS, type SignUpStep } from '../users/schema';

/** The wizard's steps still missing to apply, in the wizard's order (empty: the candidate may apply). */
export function stepsMissingToApply(completed: readonly SignUpStep[] | undefined): SignUpStep[] {
  return SIGN_UP_STEPS.map((step) => step.value).filter((step) => !(completed ?? []).includes(step));
}

/** The missing steps in the reader's language: "Work experience and CV upload are missing". */
export function missingStepsText(intl: Pick<IntlShape, 'locale' | 'formatList' | 'formatMessage'>, missing: readonly SignUpStep[]): string {
  const steps = andListIn(intl, missing.map((step) => intl.formatMessage({ id: `sign-up.step.${step}` })));
  return intl.formatMessage({ id: 'sign-up.missingSteps' }, { count: missing.length, steps });
}
