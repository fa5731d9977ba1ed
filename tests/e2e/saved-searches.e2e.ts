// Saved searches in the browser: a candidate filters the project list and saves the search
// ("At once"), an admin publishes a matching project, and the candidate's open page shows the
// bell rise with the alert while the real SMTP server on 127.0.0.1 receives its mail; the mail's
// one-click link switches that search off, which My Profile then shows.
import { describe, expect, it } from 'vitest';
import { headerOf } from '../integration/accounts/smtp-sink';
import { runAxe } from '../helpers/e2e-axe';
import { shown } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

describe('saved searches and project alerts', () => {
  const session = useE2eSession({ mail: 'smtp' });

  it('a candidate saves a search, hears of a matching project by bell and mail, and unsubscribes with one click', async () => {
    const candidate = await session.users.create({ first: 'Sara', last: 'Search', role: 'candidate', profile: 'complete' });
    const page = await session.signedInPage(candidate, { path: '/engine/projects/?q=lighthouse' });

    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await form.getByLabel('Name').fill('Lighthouse projects');
    await form.getByLabel('E-mail alerts').selectOption({ label: 'At once' });
    expect((await runAxe(page)).blocking, 'the save form').toEqual([]);
    await form.getByRole('button', { name: 'Save search' }).click();
    await shown(page.getByText('Search saved. You manage your saved searches in'));

    await session.projects.publish({ title: 'Lighthouse telemetry rewrite' });
    await session.projects.publish({ title: 'Payroll migration' });

    await shown(page.getByRole('button', { name: 'Notifications 1 unread' }));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await shown(page.getByRole('link', { name: /A new project matches your saved search “Lighthouse projects”: Lighthouse telemetry rewrite\./ }));

    const mail = await session.sink.nextMail((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('Lighthouse projects'), 15_000);
    expect(mail.text).toContain('Lighthouse telemetry rewrite');
    expect(mail.text).not.toContain('Payroll migration');
    const link = /^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/\/engine\/unsubscribe\//);

    await page.goto(link!);
    await shown(page.getByRole('heading', { level: 1, name: 'Stop these mails?' }));
    await page.getByRole('button', { name: 'Stop these mails' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'E-mails about “Saved search: Lighthouse projects” are switched off.' }));

    await page.goto(session.url('/engine/profile/#saved-searches'));
    const section = page.getByRole('region', { name: 'Saved searches' });
    await shown(section.getByRole('link', { name: 'Lighthouse projects' }));
    const alertsOn = section.getByRole('switch', { name: 'Alerts on for “Lighthouse projects”' });
    await shown(alertsOn);
    expect(await alertsOn.isChecked()).toBe(false);
    expect(await section.getByRole('combobox', { name: 'E-mail alerts for “Lighthouse projects”' }).inputValue()).toBe('instant');
    expect((await runAxe(page)).blocking, 'My Profile with a saved search').toEqual([]);
  });
});
