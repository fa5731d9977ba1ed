import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogs';
import type { Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/message-ids';
import { userError } from '../../api/common/user-error';
import { errorText } from './error-text';

const intlIn = (locale: Locale) => createIntl({ locale, messages: messagesFor(locale) as Record<MessageId, string> });
const limited = (timeToReset?: number) => ({ error: 'too-many-requests', reason: 'Error, too many requests.', details: { timeToReset } });

describe('errorText', () => {
  it('says how long to wait in the largest whole unit, rounded up, in the reader’s language', () => {
    const en = intlIn('en');
    expect(errorText(en, limited(3_600_000))).toBe('Too many attempts. Please try again in 1 hour.');
    expect(errorText(en, limited(3_600_001))).toBe('Too many attempts. Please try again in 2 hours.');
    expect(errorText(en, limited(25 * 60_000 - 5))).toBe('Too many attempts. Please try again in 25 minutes.');
    expect(errorText(en, limited(1_200))).toBe('Too many attempts. Please try again in 2 seconds.');
    expect(errorText(en, limited())).toBe('Too many attempts. Please try again later.');
    const cs = intlIn('cs');
    const inFive = new Intl.RelativeTimeFormat('cs', { numeric: 'always' }).format(5, 'minute');
    expect(errorText(cs, limited(5 * 60_000))).toBe(messagesFor('cs')['common.error.rateLimited']!.replace('{wait}', inFive));
  });

  it('words a server error that names its message, and keeps the English reason of one that does not', () => {
    const denied = { error: 403, reason: 'Access denied', details: { messageId: 'errors.accessDenied' } };
    expect(errorText(intlIn('de'), denied)).toBe(messagesFor('de')['errors.accessDenied']);
    expect(errorText(intlIn('de'), denied)).not.toBe('Access denied');
    expect(errorText(intlIn('de'), { error: 409, reason: 'Something only the server knows' })).toBe('Something only the server knows');
  });

  it('words the values that are words themselves (a status’s name) in the reader’s language too', () => {
    const refused = userError(409, 'errors.request.cannotMove', undefined, undefined, { from: 'statuses.request.closed', to: 'statuses.request.new' });
    expect(refused.reason).toBe('A request cannot move from Closed to New');
    const de = messagesFor('de');
    const german = errorText(intlIn('de'), { error: refused.error, reason: refused.reason, details: refused.details });
    expect(german).toBe(de['errors.request.cannotMove']!.replace('{from}', de['statuses.request.closed']!).replace('{to}', de['statuses.request.new']!));
    expect(german).not.toContain('Closed');
  });

  it('falls back to the caller’s message when the error says nothing usable', () => {
    expect(errorText(intlIn('pl'), new Error('x'))).toBe(messagesFor('pl')['common.error.generic']);
    expect(errorText(intlIn('pl'), { error: 400, reason: 'INVALID' }, 'common.retry')).toBe(messagesFor('pl')['common.retry']);
  });
});
