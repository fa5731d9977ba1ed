// A notification's sentence in the bell and on the notifications page speaks the reader's
// language (messages/app/notificationKinds), with the event's names in it and the note quoted
// when there is one; English stays as it was.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShownNotification } from '../../../api/notifications/shown';
import { intlWrapper } from '../../testing/intl-wrapper';
import { NotificationSentence } from './notification-parts';

const moved = (params: Record<string, string>): ShownNotification => ({
  _id: 'n1',
  kind: 'application.moved',
  params: { projectTitle: 'SAP S/4HANA migration', statusLabel: 'Interview', ...params },
  link: '/engine/my-applications/',
  createdAt: new Date('2026-03-01T14:05:00Z'),
  readAt: new Date('2026-03-01T15:00:00Z'),
});

describe('NotificationSentence', () => {
  it('reads in Czech, quoting the note', () => {
    render(<NotificationSentence notification={moved({ note: 'Úterý v 10:00' })} />, { wrapper: intlWrapper('cs') });
    expect(screen.getByText('Vaše přihláška k projektu SAP S/4HANA migration má nyní stav Interview: „Úterý v 10:00“')).toBeTruthy();
  });

  it('reads in German without a note, and a parameter an old event lacks reads as empty', () => {
    render(<NotificationSentence notification={{ ...moved({}), kind: 'company.removed', params: {} }} />, { wrapper: intlWrapper('de') });
    expect(screen.getByText('Sie sind kein Mitglied von mehr.')).toBeTruthy();
  });

  it('keeps the English sentence', () => {
    render(<NotificationSentence notification={moved({})} />, { wrapper: intlWrapper('en') });
    expect(screen.getByText('Your application to SAP S/4HANA migration is now Interview.')).toBeTruthy();
  });
});
