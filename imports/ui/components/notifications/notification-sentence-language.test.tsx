// A notification's sentence in the bell and on the notifications page speaks the reader's
// language (messages/app/notificationKinds), with the event's names in it and the note quoted
// when there is one; English stays as it was. Statuses, roles and how many experts are stored as
// codes and counts and worded in the reader's language; an older event's English words still show.
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

describe('NotificationSentence, words stored as codes and counts', () => {
  const shown = (kind: ShownNotification['kind'], params: Record<string, string>): ShownNotification => ({ ...moved({}), kind, params });

  it("words an application's status in German", () => {
    render(<NotificationSentence notification={shown('application.moved', { projectTitle: 'SAP S/4HANA migration', status: 'interview' })} />, { wrapper: intlWrapper('de') });
    expect(screen.getByText('Ihre Bewerbung auf SAP S/4HANA migration hat jetzt den Status Vorstellungsgespräch.')).toBeTruthy();
  });

  it("words a closed request's status and reason in Czech", () => {
    render(<NotificationSentence notification={shown('request.moved', { requestTitle: 'Kafka architect', status: 'closed', closeReason: 'filled' })} />, { wrapper: intlWrapper('cs') });
    expect(screen.getByText('Vaše poptávka (Kafka architect) má nyní stav Uzavřená (experti nalezeni).')).toBeTruthy();
  });

  it('counts the experts in Polish plural forms', () => {
    render(<NotificationSentence notification={shown('request.confirmed', { expertsWanted: '3' })} />, { wrapper: intlWrapper('pl') });
    expect(screen.getByText('Twoje zapytanie (3 ekspertów) zostało wysłane do agencji.')).toBeTruthy();
  });

  it('words a role in Hungarian', () => {
    render(<NotificationSentence notification={shown('company.role-changed', { companyName: 'Horváth Logistics', role: 'owner' })} />, { wrapper: intlWrapper('hu') });
    expect(screen.getByText(/^Az Ön szerepe a\(z\) Horváth Logistics cégnél mostantól: Tulajdonos\.$/)).toBeTruthy();
  });

  it("names an expert search's experts in Slovak, with how many more", () => {
    render(<NotificationSentence notification={shown('search.matched', { searchName: 'Java v Brne', count: '4', expertNames: 'Anna K.\nPetr N.\nEva S.' })} />, { wrapper: intlWrapper('sk') });
    expect(screen.getByText('Vášmu uloženému vyhľadávaniu „Java v Brne“ zodpovedajú 4 noví experti: Anna K., Petr N., Eva S. a ďalší 1')).toBeTruthy();
  });

  it('keeps English as it was', () => {
    render(<NotificationSentence notification={shown('request.sent', { companyName: 'Horváth Logistics', expertsWanted: '1' })} />, { wrapper: intlWrapper('en') });
    expect(screen.getByText('Horváth Logistics sent a request for an expert.')).toBeTruthy();
  });
});
