// The same words for the same things on every screen: counts, list actions and save feedback.
// Screens take their wording from here instead of spelling it again: as messages (WORD_IDS, the
// page-kit area, in every language).
import type { Locale } from '../../../i18n/locales';
import type { MessageId } from '../../../i18n/message-ids';
import { formatNumber } from '../../lib/money';

/**
 * 1234 → '1,234' in English (without Intl: its first use loads locale data in the middle of
 * hydration), '1.234' in German: pass the UI's language (`useIntl().locale`).
 */
export function formatCount(count: number, locale?: Locale | string): string {
  return formatNumber(count, { decimals: 0, locale });
}

/**
 * After a sign-up or an address change: the same words whether or not the address has an account.
 * As a message: `LINK_SENT_ID` with `{ address }`.
 */
export const LINK_SENT_ID = 'page-kit.linkSent' satisfies MessageId;

/** The kit's shared words, as messages: `<FormattedMessage id={WORD_IDS.save} />`. */
export const WORD_IDS = {
  loadMore: 'page-kit.loadMore',
  loading: 'page-kit.loading',
  resetFilters: 'page-kit.resetFilters',
  filtersHint: 'page-kit.filtersHint',
  save: 'page-kit.save',
  saving: 'page-kit.saving',
  saved: 'page-kit.saved',
  cancel: 'page-kit.cancel',
  keepIt: 'page-kit.keepIt',
  edit: 'page-kit.edit',
  back: 'page-kit.back',
  next: 'page-kit.next',
  previousPage: 'page-kit.previousPage',
  nextPage: 'page-kit.nextPage',
  tryAgain: 'page-kit.tryAgain',
  continueProfile: 'page-kit.continueProfile',
  notAllowed: 'layout.notAllowed.text',
  registerCompany: 'page-kit.registerCompany',
  registerCompanyWhy: 'page-kit.registerCompanyWhy',
  ratesForCompanies: 'page-kit.ratesForCompanies',
} as const satisfies Record<string, MessageId>;
