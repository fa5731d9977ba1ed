// A server error a person reads keeps its English reason and names its message, and the browser
// words it from those details in the reader's language (here Polish), values included; a part
// of the catalogs not loaded yet reads as the English reason.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogs';
import type { MessageId } from '../../i18n/message-ids';
import { errorText } from '../../ui/i18n/error-text';
import { userError } from './user-error';

/** An error as the browser receives it over DDP (details travel as JSON). */
function overTheWire(error: ReturnType<typeof userError>) {
  return JSON.parse(JSON.stringify({ error: error.error, reason: error.reason, details: error.details })) as unknown;
}

// Keyed by string; the ids are checked where messages are used.
const polish = createIntl({ locale: 'pl', messages: messagesFor('pl') as Record<MessageId, string> });

describe('userError', () => {
  it('keeps the English reason and names the message', () => {
    const error = userError(409, 'errors.project.onlyDraftPublished', { status: 'closed' });
    expect(error.reason).toBe('Only a draft can be published; this project is closed');
    expect(error.details).toEqual({ messageId: 'errors.project.onlyDraftPublished', values: { status: 'closed' } });
  });

  it('is worded in the reader’s language by errorText, with its values', () => {
    expect(errorText(polish, overTheWire(userError(404, 'errors.notFound.project')))).toBe('Nie znaleziono projektu');
    expect(errorText(polish, overTheWire(userError(409, 'errors.project.onlyDraftPublished', { status: 'closed' })))).toBe(
      'Opublikować można tylko szkic; ten projekt jest zamknięty',
    );
    expect(errorText(polish, overTheWire(userError(403, 'errors.account.disabled')))).toBe('To konto jest zablokowane; skontaktuj się z agencją');
  });

  it('reads as the English reason while the message’s part of the catalogs is not loaded', () => {
    const publicOnly = createIntl({ locale: 'pl', messages: messagesFor('pl', ['public']) as Record<MessageId, string> });
    expect(errorText(publicOnly, overTheWire(userError(404, 'errors.notFound.project')))).toBe('Project not found');
  });
});
