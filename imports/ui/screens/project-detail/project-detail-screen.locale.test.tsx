// A project's page in German and Czech: its sections, facts (the date in the language's own
// format), the way to apply for a visitor and for a candidate, and sharing.
import '../../testing/cleanup';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../api/projects/schema';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { fakeProject } from '../../testing/project-fixtures';
import { renderApp } from '../../testing/render-app';
import type * as ProjectData from './use-project';
// Loaded up front, so the route's (and a signed-in header's bell) lazy imports resolve at once.
import '../../layout/notification-bell';
import './project-detail-screen';

const live = vi.hoisted(() => ({ project: undefined as Project | undefined }));

vi.mock('./use-project', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectData>()),
  useProject: () => ({ loading: false, project: live.project }),
}));

const URL = '/engine/p/pRoJeCt2345678923/senior-java-developer-for-a-payments-platform';
const TITLE = 'Senior Java Developer for a payments platform';
const published = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-03-02T09:00:00Z'));

beforeEach(() => {
  live.project = fakeProject();
  ownUserData.reset();
  ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'] };
});

describe('project page in German', () => {
  it('words the sections and facts in German and asks a visitor to sign up', async () => {
    renderApp({ url: URL, locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    for (const heading of ['Auf einen Blick', 'Über das Projekt', 'Kenntnisse', 'Sprachen', 'Bewerben']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Auf einen Blick' }).textContent ?? '';
    for (const fact of ['Standort', '60 % remote', 'Ab sofort', '6 Monate, Verlängerung möglich', 'Vollzeit', 'Veröffentlicht', published('de')]) expect(facts).toContain(fact);
    expect(screen.getByRole('region', { name: 'Sprachen' }).textContent).toContain('mindestens');
    expect(screen.getByRole('link', { name: 'Registrieren und bewerben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Projekt teilen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Alle offenen Projekte' })).toBeTruthy();
  });

  it('gives a candidate the application form in German', async () => {
    renderApp({ url: URL, locale: 'de', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    const form = await screen.findByRole('form', { name: 'Für dieses Projekt bewerben' });
    expect(within(form).getByRole('button', { name: 'Bewerbung senden' })).toBeTruthy();
  });

  it('names the steps still missing in German, instead of the form', async () => {
    ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1'] };
    renderApp({ url: URL, locale: 'de', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    const apply = await screen.findByRole('region', { name: 'Bewerben' });
    await waitFor(() => expect(apply.textContent).toContain('Ihr Profil ist noch nicht vollständig: es fehlen die Schritte Berufserfahrung und Lebenslauf hochladen.'));
  });

  it("words the server's refusal to a profile finished meanwhile in German, naming the missing step", async () => {
    const callMethod = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('incomplete'), {
          error: 412,
          reason: 'Finish your profile before you apply: CV upload is missing',
          details: { missing: ['upload-cv'], messageId: 'errors.application.finishProfile', values: { missing: 'CV upload is missing' } },
        }),
      ),
    );
    renderApp({ url: URL, locale: 'de', account: signedIn(fakeUser({ roles: ['candidate'] }), { callMethod: callMethod as never }) });
    const form = await screen.findByRole('form', { name: 'Für dieses Projekt bewerben' });
    fireEvent.click(within(form).getByRole('button', { name: 'Bewerbung senden' }));
    expect(await within(form).findByText('Vervollständigen Sie Ihr Profil, bevor Sie sich bewerben: es fehlt der Schritt Lebenslauf hochladen')).toBeTruthy();
  });

  it('says in German that a project is closed', async () => {
    live.project = fakeProject({ status: 'closed' });
    renderApp({ url: URL, locale: 'de' });
    expect(await screen.findByText('Dieses Projekt ist abgeschlossen.')).toBeTruthy();
    expect(screen.getByText('Dieses Projekt ist abgeschlossen und nimmt keine Bewerbungen mehr an.')).toBeTruthy();
  });
});

describe('project page in Czech', () => {
  it('words the sections and facts in Czech', async () => {
    renderApp({ url: URL, locale: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    for (const heading of ['Přehled', 'O projektu', 'Dovednosti', 'Jazyky', 'Přihlásit se']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Přehled' }).textContent ?? '';
    for (const fact of ['Místo', '60 % na dálku', 'Co nejdříve', '6 měsíců, možnost prodloužení', 'Plný úvazek', published('cs')]) expect(facts).toContain(fact);
    expect(screen.getByRole('button', { name: 'Sdílet projekt' })).toBeTruthy();
  });

  it('says a project is not found in Czech', async () => {
    live.project = undefined;
    renderApp({ url: URL, locale: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekt nenalezen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobrazit všechny otevřené projekty' })).toBeTruthy();
  });
});
