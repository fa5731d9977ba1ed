// The experts an expert search's alert names, in the reader's language: "Anna K., Petr N. and
// Eva S.", or "Anna K., Petr N., Eva S. and 2 more" when it found more than it names. The event
// keeps the names (at most NAMED_EXPERTS, one a line) and the count, and the list is worded when
// it is read (the bell, the notifications page, the mail), so each reader gets their own "and".
import type { IntlShape } from '@formatjs/intl';
import { andListIn } from '../../i18n/and-list';

export const NAMED_EXPERTS = 3;
export const EXPERT_NAMES_SEPARATOR = '\n';

export function expertNamesText(intl: Pick<IntlShape, 'locale' | 'formatList' | 'formatMessage'>, stored: string, count: number): string {
  const names = stored.split(EXPERT_NAMES_SEPARATOR).filter(Boolean);
  const more = Number.isFinite(count) ? count - names.length : 0;
  return andListIn(intl, more > 0 ? [...names, intl.formatMessage({ id: 'savedSearches.notification.moreExperts' }, { count: more })] : names);
}
