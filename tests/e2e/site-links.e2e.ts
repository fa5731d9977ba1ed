// The links to the agency's own site and social profiles come from METEOR_SETTINGS
// (`public.siteLinks`, `public.socialLinks`) against the built app: the server's HTML carries the
// configured links, the page hydrates over them without a mismatch, and the screens the browser
// renders itself show the same; an invalid link stops the server at start with one line saying
// which setting is wrong.
import { describe, expect, it } from 'vitest';
import { WAIT, shown } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';
import { startBuiltApp } from '../helpers/start-built-app';

const SETTINGS = {
  public: {
    siteLinks: { gtc: 'https://agency.example/agb/', roles: '/rollen/' },
    socialLinks: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/agency' }],
  },
};

describe('site links from the settings', () => {
  const session = useE2eSession({ env: { METEOR_SETTINGS: JSON.stringify(SETTINGS) } });

  it('renders the configured links on the server and in the browser, hydrating without a mismatch', async () => {
    const html = await (await fetch(session.url('/engine/projects'))).text();
    expect(html).toContain('href="https://agency.example/agb/"');
    expect(html).toContain('href="/rollen/"');
    expect(html).toContain('href="https://www.linkedin.com/company/agency"');
    // The unset ones keep their defaults.
    expect(html).toContain('href="/blog/"');
    expect(html).not.toContain('href="/gtc/"');

    const page = await session.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(session.url('/engine/projects'));
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'GTC' }).getAttribute('href')).toBe('https://agency.example/agb/');
    // A page the browser renders itself (a client-side move: the window keeps its marker), once
    // React has hydrated the link (before, a link navigates on its own: a full page load).
    const experts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Experts' });
    await page.waitForFunction((link) => link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps')), await experts.elementHandle(), WAIT);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await experts.click();
    await shown(page.getByRole('heading', { level: 1, name: 'Our Experts' }));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Roles' }).getAttribute('href')).toBe('/rollen/');
    expect(await footer.getByRole('link', { name: 'GTC' }).getAttribute('href')).toBe('https://agency.example/agb/');
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://www.linkedin.com/company/agency');
    await page.goto(session.url('/engine/sign-in'));
    await shown(page.getByRole('heading', { level: 1 }));
    expect(await footer.getByRole('link', { name: 'GTC' }).getAttribute('href'), 'a screen only the browser renders').toBe('https://agency.example/agb/');
    expect(problems).toEqual([]);
  });

  it('refuses to start with an invalid link, in one line naming the setting', async () => {
    const settings = { public: { siteLinks: { gtc: 'javascript:alert(1)' } } };
    const refused = await startBuiltApp({ env: { METEOR_SETTINGS: JSON.stringify(settings) }, readyTimeoutMs: WAIT.timeout }).then(
      async (app) => {
        await app.stop();
        throw new Error('the app started with an invalid site link');
      },
      (error: unknown) => String((error as Error).message),
    );
    expect(refused).toContain('exited with code 1');
    const output = refused.slice(refused.indexOf('Output:\n') + 'Output:\n'.length);
    const errorLines = output.split('\n').filter((line) => line.includes('METEOR_SETTINGS'));
    expect(errorLines).toEqual(['=> METEOR_SETTINGS public.siteLinks.gtc must be an absolute http(s) URL or a path starting with "/", not "javascript:alert(1)"']);
    expect(output).not.toMatch(/^\s+at /m);
  });
});
