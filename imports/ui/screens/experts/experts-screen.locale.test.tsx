// Our Experts and an expert's page in Czech and German: headings, the count with Czech plural
// forms, the facts on a card, the hint on rates and the profile's sections.
import '../../testing/cleanup';
import { fakePerson, peopleData } from '../../testing/mock-people';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

beforeEach(() => peopleData.reset());

const experts = (count: number) => Array.from({ length: count }, (_, index) => fakePerson({ _id: `Jn3xPq7RkT2mWv8${String(index).padStart(2, '0')}` }));

describe('Our Experts in Czech', () => {
  it.each([
    [1, 'Nalezen 1 expert'],
    [3, 'Nalezeni 3 experti'],
    [7, 'Nalezeno 7 expertů'],
  ])('counts %i experts with the right plural form', async (count, text) => {
    peopleData.directory = { loading: false, experts: experts(count), total: count };
    renderApp({ url: '/engine/experts/', locale: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Naši experti' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('words a card and tells a visitor who sees rates', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson({ rate: undefined })], total: 1 };
    renderApp({ url: '/engine/experts/', locale: 'cs' });
    const card = await screen.findByTestId('expert-card');
    expect(card.textContent).toContain('12 let praxe');
    expect(card.textContent).toContain('Dostupný ihned, plný úvazek');
    expect(within(card).getByTestId('rates-hint').textContent).toBe('Sazby vidí jen firemní účty. Zaregistrujte svou firmu nebo se přihlaste.');
    expect(screen.getByRole('search', { name: 'Filtrovat experty' })).toBeTruthy();
  });
});

describe('an expert in German', () => {
  it('words the profile and the request box in German', async () => {
    peopleData.expert = { loading: false, person: fakePerson({ _id: 'Jn3xPq7RkT2mWv8Yz' }) };
    renderApp({ url: '/engine/experts/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/', locale: 'de', account: signedIn(fakeUser({ roles: ['customer'] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana N.' })).toBeTruthy();
    for (const heading of ['Fachwissen', 'Berufserfahrung', 'Sprachen', 'Verfügbarkeit und Satz']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText('Banka a.s. · 2019 – heute')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anfrage senden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Alle Experten' })).toBeTruthy();
  });
});
