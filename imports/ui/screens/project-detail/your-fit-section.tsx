// "How this project fits you", for a signed-in candidate: the match (api/matching/score.ts)
// worked out in the browser from this project and the candidate's own user document, which the
// browser already holds (`users.me`): nobody else's data is asked for. It explains; applying
// stays open whatever it says.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { rolesOf } from '../../../api/common/permissions';
import { profileOfCandidate } from '../../../api/matching/profile';
import { scoreMatch } from '../../../api/matching/score';
import { candidateViewWeights } from '../../../api/matching/candidate-weights';
import type { Project } from '../../../api/projects/schema';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { FitSummary, shownReasons } from '../../components/matching/fit-summary';
import { useCurrentAccount } from '../../lib/account-context';
import { useWizardUser } from '../../lib/own-user-data';

export function YourFitSection({ project }: { project: Project }) {
  const { userId, user: account, hidePrices } = useCurrentAccount();
  const { user } = useWizardUser(userId);
  const result = useMemo(() => (user ? scoreMatch(project, profileOfCandidate(user), { weights: candidateViewWeights(), now: new Date() }) : null), [project, user]);
  if (!userId || !rolesOf(account).includes('candidate') || !result || result.reasons.length === 0) return null;
  const missesSomething = shownReasons(result.reasons, hidePrices).some((reason) => reason.met !== true);
  return (
    <section className="card mb-3" aria-labelledby="your-fit-heading" data-testid="your-fit">
      <div className="card-body">
        <h2 className="h5" id="your-fit-heading">
          <FormattedMessage id="matching.yourFit" />
        </h2>
        <FitSummary
          result={result}
          lead={
            <p className="small text-body-secondary">
              <FormattedMessage id="matching.yourFitLead" />
            </p>
          }
        />
        {missesSomething && (
          <p className="mt-3 mb-0">
            <Link to={paths.profile.href()}>
              <FormattedMessage id="matching.updateProfile" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
