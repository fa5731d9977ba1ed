// A match's score and its reasons in two lists, what is missing first and then what fits: the
// words a candidate reads on a project page and a customer on an expert page. Hide Prices hides
// the rate's reason (its share stays in the score), as it hides rates everywhere.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MatchReason, MatchResult } from '../../../api/matching/score';
import { useCurrentAccount } from '../../lib/account-context';
import { MatchReasons } from './match-reasons';
import type { MatchSubject } from './reason-text';

export interface FitSummaryProps {
  result: MatchResult;
  /** The level of the lists' headings under the section's own heading. */
  headingLevel?: 3 | 4;
  /** Says which match a list belongs to when a page shows several ("What fits: <name>"). */
  of?: string;
  /** Who states the requirements, as the reasons name it ("project up to …", "request up to …"). */
  subject?: MatchSubject;
  /** A line under the score (what the match was worked out from). */
  lead?: ReactNode;
}

/** The reasons a reader sees: without the rate's while prices are hidden. */
export function shownReasons(reasons: readonly MatchReason[], hidePrices: boolean): readonly MatchReason[] {
  return hidePrices ? reasons.filter((reason) => reason.part !== 'rate') : reasons;
}

export function FitSummary({ result, headingLevel = 3, of, lead, subject }: FitSummaryProps) {
  const intl = useIntl();
  const { hidePrices } = useCurrentAccount();
  const shown = shownReasons(result.reasons, hidePrices);
  const missing = shown.filter((reason) => reason.met !== true);
  const fits = shown.filter((reason) => reason.met === true);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const listLabel = (id: 'matching.whatIsMissing' | 'matching.whatFits') => {
    const title = intl.formatMessage({ id });
    return of ? intl.formatMessage({ id: 'matching.listOf' }, { list: title, name: of }) : title;
  };
  return (
    <>
      <p className="mb-2">
        <span className="badge text-bg-primary fs-6">{intl.formatMessage({ id: 'matching.score' }, { score: result.score })}</span>
      </p>
      {lead}
      {missing.length > 0 && (
        <>
          <Heading className="h6">{intl.formatMessage({ id: 'matching.whatIsMissing' })}</Heading>
          <MatchReasons reasons={missing} label={listLabel('matching.whatIsMissing')} subject={subject} />
        </>
      )}
      {fits.length > 0 && (
        <>
          <Heading className="h6 mt-3">{intl.formatMessage({ id: 'matching.whatFits' })}</Heading>
          <MatchReasons reasons={fits} label={listLabel('matching.whatFits')} subject={subject} />
        </>
      )}
    </>
  );
}
