// A match reason (api/matching/score.ts) in words: the reason carries codes, amounts and ISO
// dates; this turns each into the language on screen (list labels, money, days, percentages)
// and fills the reason's message (messages/project-detail/matching).
import type { IntlShape } from 'react-intl';
import type { MatchReason, ReasonValue } from '../../../api/matching/score';
import { andListIn } from '../../../i18n/and-list';
import type { ListLabel, ListName } from '../../../i18n/list-labels';
import type { MessageId } from '../../../i18n/message-ids';
import { dayText } from '../../lib/day-text';
import { formatMoney } from '../../lib/money';

type Words = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatList' | 'formatNumber'>;

/** Who states the requirements: a project, or a customer's request for experts. */
export type MatchSubject = 'project' | 'request';

/** The reasons that name their subject ("project up to …"): a request's own words say "request". */
const REQUEST_WORDED: ReadonlySet<string> = new Set(['rate', 'rateOtherCurrency', 'rateUnknown', 'startInTime', 'startLate', 'fieldUnknown']);

/** Values that are a list's codes, and the list that labels them. */
const LISTED: Record<string, ListName> = {
  language: 'languages',
  level: 'languageLevels',
  required: 'languageLevels',
  country: 'countries',
  personCountry: 'countries',
  field: 'fields',
};

function day(words: Words, value: ReasonValue): string {
  return dayText(new Date(String(value)), words.locale);
}

function money(words: Words, label: ListLabel, amount: ReasonValue, currency: ReasonValue, unit: ReasonValue): string {
  const decimals = Number.isInteger(Number(amount)) ? 0 : 2;
  return `${formatMoney(Number(amount), String(currency), { locale: words.locale, decimals })} ${label('rateUnits', String(unit))}`;
}

function percent(words: Words, value: ReasonValue): string {
  return words.formatNumber(Number(value) / 100, { style: 'percent' });
}

export function reasonText(words: Words, label: ListLabel, reason: MatchReason, subject: MatchSubject = 'project'): string {
  const { values, part } = reason;
  const worded: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) worded[key] = andListIn(words, value.map((skill: string) => label('skills', skill)));
    // A skills reason's "required" is a count, a language's is a level.
    else if (LISTED[key] && !(key === 'required' && part !== 'languages')) worded[key] = label(LISTED[key], String(value));
    else worded[key] = typeof value === 'number' ? value : String(value);
  }
  if (part === 'rate') {
    worded.max = money(words, label, values.max ?? 0, values.currency ?? '', values.unit ?? 'hour');
    worded.amount = values.rateCurrency
      ? money(words, label, values.amount ?? 0, values.rateCurrency, values.rateUnit ?? 'hour')
      : money(words, label, values.amount ?? 0, values.currency ?? '', values.unit ?? 'hour');
  }
  if (part === 'workload') {
    worded.required = percent(words, values.required ?? 0);
    if (values.offered !== undefined) worded.offered = percent(words, values.offered);
  }
  if (part === 'location' && values.remotePercent !== undefined) worded.remotePercent = percent(words, values.remotePercent);
  if (values.from) worded.from = day(words, values.from);
  if (values.confirmedAt) worded.confirmedAt = day(words, values.confirmedAt);
  if (values.start) worded.start = values.asap === 'true' ? words.formatMessage({ id: 'matching.asap' }) : day(words, values.start);
  const prefix = subject === 'request' && REQUEST_WORDED.has(reason.messageId) ? 'matching.request' : 'matching';
  return words.formatMessage({ id: `${prefix}.${reason.messageId}` as MessageId }, worded);
}
