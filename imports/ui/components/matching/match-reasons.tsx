// A match's reasons as a list a person reads: each line says whether it is met (a symbol for the
// eye and the word for screen readers), and marks a must-have. Failed must-haves come first
// (score.ts orders them).
import { useIntl } from 'react-intl';
import type { MatchReason } from '../../../api/matching/score';
import type { MessageId } from '../../../i18n/message-ids';
import { useListLabel } from '../../i18n/use-list-label';
import { type MatchSubject, reasonText } from './reason-text';

const STATE: Record<'true' | 'false' | 'unknown', { symbol: string; className: string; messageId: MessageId }> = {
  true: { symbol: '✓', className: 'text-success', messageId: 'matching.met' },
  false: { symbol: '✗', className: 'text-danger', messageId: 'matching.notMet' },
  unknown: { symbol: '?', className: 'text-body-secondary', messageId: 'matching.unknown' },
};

export function MatchReasons({ reasons, label, subject }: { reasons: readonly MatchReason[]; label?: string; subject?: MatchSubject }) {
  const intl = useIntl();
  const listLabel = useListLabel();
  return (
    <ul className="list-unstyled mb-0" aria-label={label}>
      {reasons.map((reason, index) => {
        const state = STATE[String(reason.met) as keyof typeof STATE];
        return (
          <li key={`${reason.part}-${index}`} data-met={String(reason.met)} className="d-flex gap-2">
            <span aria-hidden="true" className={`fw-bold ${state.className}`}>
              {state.symbol}
            </span>
            <span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'matching.stateOf' }, { state: intl.formatMessage({ id: state.messageId }) })}</span>
              {reasonText(intl, listLabel, reason, subject)}
              {reason.hard && reason.met === false && <span className="badge text-bg-danger ms-2">{intl.formatMessage({ id: 'matching.mustHave' })}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
