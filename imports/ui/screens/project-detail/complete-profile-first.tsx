// Applying needs a complete profile (api/applications/profile-to-apply.ts): a candidate who left
// the wizard early sees, instead of the form, what is missing and the way to the first unfinished
// step, in the words of the note every other page shows them (layout/unfinished-profile-note).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { missingStepsText, stepsMissingToApply } from '../../../api/applications/profile-to-apply';
import { paths } from '../../app/paths';
import { useAppMessages } from '../../i18n/use-app-messages';
import { useCurrentAccount } from '../../lib/account-context';
import { useWizardUser } from '../../lib/own-user-data';

export function CompleteProfileFirst({ children }: { children: ReactNode }) {
  const { userId } = useCurrentAccount();
  const { loading, user } = useWizardUser(userId);
  const intl = useIntl();
  // The wizard's step names are the app part's messages: this page is a public one.
  const wordsReady = useAppMessages('sign-up.missingSteps');
  if (loading || !wordsReady) return null;
  const missing = stepsMissingToApply(user?.candidateData?.completedSteps);
  const [first] = missing;
  if (!first) return children;
  return (
    <>
      <p>
        <FormattedMessage id="projectDetail.apply.incomplete" values={{ missing: missingStepsText(intl, missing) }} />
      </p>
      <Link className="btn btn-primary w-100" to={paths.signUpStep.href(first)}>
        <FormattedMessage id="projectDetail.apply.continueProfile" />
      </Link>
    </>
  );
}
