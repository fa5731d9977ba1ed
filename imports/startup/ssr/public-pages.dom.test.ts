// The server renderer's public pages, collected from the route table: every route with a
// `serverPage` folder has that folder's screen and server-page.ts, and no server page is left
// without its route; an address is planned from the route's own patterns with the subscriptions
// the screen's hooks use; head, status and sitemap come from the page's server-page.ts (titles,
// one canonical address, JSON-LD, 404 and 301, escaping of hostile titles). Run as the renderer
// is built: with the browser's code.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Person } from '../../api/people/schema';
import type { ProjectFilters } from '../../api/projects/filters';
import { ROUTE_SPECS } from '../../ui/app/route-specs';
import { pageDataKey } from '../../ui/lib/page-data';
import { expertSubscription } from '../../ui/screens/expert-detail/use-expert';
import { expertDirectorySubscriptions } from '../../ui/screens/experts/use-expert-directory';
import { projectSubscription } from '../../ui/screens/project-detail/use-project';
import { openProjectsSubscription } from '../../ui/screens/projects/use-open-projects';
import { projectCountSubscription } from '../../ui/screens/projects/use-project-count';
import { fakeProject } from '../../ui/testing/project-fixtures';
import { jsonLdBlocks, structuredDataProblems } from '../../../tests/integration/ssr/structured-data-schema';
import { loadServerPage, type PagePlan, pageHead, planPage, sitemapSources } from './public-pages';

const SCREENS = path.resolve(__dirname, '../../ui/screens');
const ORIGIN = 'https://experts.example';
const context = { origin: ORIGIN, productName: 'Expert Marketplace', search: '', locale: 'en' as const, now: new Date('2026-06-01T12:00:00Z') };
const project = fakeProject();
const projectPath = `/engine/p/${project._id}/${project.urlName}`;
const person = {
  _id: 'pErSoN2345678923',
  firstName: 'Jana',
  lastInitial: 'N',
  headline: 'Java developer',
  summary: 'Payments since 2012.',
  country: 'CZ',
  skills: ['java'],
  languages: [{ language: 'cs', level: 'native' }],
  urlName: 'jana-n',
  status: 'published',
} as unknown as Person;

async function plan(address: string, hidePrices = false): Promise<PagePlan> {
  const planned = await planPage(new URL(address, ORIGIN), { hidePrices });
  if (!planned) throw new Error(`${address} is no public page`);
  return planned;
}

/** The page data of a plan whose subscription (if it has one) found `documents`. */
const found = (planned: PagePlan, documents: unknown[]) => Object.fromEntries(planned.needs.map((need) => [pageDataKey(need.name, need.args), documents]));

describe('public pages collected from the route table', () => {
  it('are the public routes, each with its screen and its server page, and every server page has its route', async () => {
    const folders = ROUTE_SPECS.flatMap((route) => (route.serverPage ? [route.serverPage] : []));
    expect(ROUTE_SPECS.filter((route) => route.serverPage).map((route) => route.path)).toEqual(expect.arrayContaining(['projects', 'project', 'experts', 'expert', 'privacyPolicy']));
    for (const folder of folders) expect(existsSync(path.join(SCREENS, folder, `${folder}-screen.tsx`)), folder).toBe(true);
    const withServerPage = readdirSync(SCREENS).filter((folder) => existsSync(path.join(SCREENS, folder, 'server-page.ts')));
    expect(withServerPage.sort()).toEqual([...folders].sort());
  });

  it('plans every address of a public route and no other, naming its route', async () => {
    const addresses = { projects: '/engine/projects/', project: projectPath, experts: '/engine/experts', expert: '/engine/e/pErSoN2345678923', privacyPolicy: '/engine/privacy-policy/' };
    for (const [route, address] of Object.entries(addresses)) expect((await plan(address)).page.kind, address).toBe(route);
    expect((await plan(`/engine/projects/${project._id}`)).page.kind).toBe('project');
    for (const address of ['/engine/profile', '/engine/sign-in', '/engine/admin/projects', '/engine/nowhere']) expect(await planPage(new URL(address, ORIGIN)), address).toBeNull();
  });

  it("loads the subscriptions the screens' hooks use, read from the address as the screens read it", async () => {
    const projects = await plan('/engine/projects?skills=java&rateMax=900&limit=40');
    const filters: ProjectFilters = { skills: ['java'], rate: { max: 900, currency: 'EUR', unit: 'day' } };
    expect(projects.needs).toEqual([openProjectsSubscription(filters, 40), projectCountSubscription(filters)]);
    // With prices hidden the rate filter is left out, as the screen leaves it out.
    expect((await plan('/engine/projects?skills=java&rateMax=900', true)).needs).toEqual([openProjectsSubscription({ skills: ['java'] }, 20), projectCountSubscription({ skills: ['java'] })]);
    // The directory is rendered as a visitor, who filters by no rate.
    const { list, count } = expertDirectorySubscriptions({ skills: ['java'] });
    expect((await plan('/engine/experts?skills=java&rate=800')).needs).toEqual([list, count]);
    expect((await plan(projectPath)).needs).toEqual([projectSubscription(project._id)]);
    expect((await plan('/engine/experts/pErSoN2345678923/jana-n/')).needs).toEqual([expertSubscription('pErSoN2345678923')]);
    // A key no project can have is not looked up: the page is "not found".
    const invalid = await plan('/engine/p/not!a!key');
    expect(invalid.needs).toEqual([]);
    expect(pageHead(invalid, {}, context).status).toBe(404);
  });

  it('titles, describes and names one canonical address for each page, with its JSON-LD', async () => {
    const list = pageHead(await plan('/engine/projects?skills=java'), {}, context);
    expect(list.title).toBe('Open projects - Expert Marketplace');
    expect(list.tags.join('\n')).toContain(`<link rel="canonical" href="${ORIGIN}/engine/projects/" />`);
    expect(pageHead(await plan('/engine/experts'), {}, context).title).toBe('Our Experts - Expert Marketplace');
    expect(pageHead(await plan('/engine/privacy-policy'), {}, context).title).toBe('Privacy Policy - Expert Marketplace');
    const projectPlan = await plan(projectPath);
    const head = pageHead(projectPlan, found(projectPlan, [project]), context);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${project.title} - Expert Marketplace`);
    const html = head.tags.join('\n');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${projectPath}" />`);
    expect(html).toContain(`<meta property="og:title" content="${project.title} - Expert Marketplace" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(jsonLdBlocks(html).map(structuredDataProblems)).toEqual([[]]);
    expect(html).not.toContain('noindex');
    expect(pageHead(projectPlan, found(projectPlan, [{ ...project, status: 'closed' }]), context).tags.join('')).toContain('noindex');
    const expertPlan = await plan('/engine/experts/pErSoN2345678923/jana-n/');
    const expert = pageHead(expertPlan, found(expertPlan, [person]), context);
    expect(expert.title).toBe('Jana N. – Java developer - Expert Marketplace');
    expect(jsonLdBlocks(expert.tags.join('\n')).map(structuredDataProblems)).toEqual([[]]);
  });

  it('redirects an old URL name or a URL-name lookup to the current address with 301, in the form asked for', async () => {
    const old = await plan(`/engine/p/${project._id}/old-name`);
    expect(pageHead(old, found(old, [project]), { ...context, search: '?ref=x' })).toMatchObject({ status: 301, redirect: `${projectPath}?ref=x` });
    const longForm = await plan(`/engine/projects/${project.urlName}`);
    expect(pageHead(longForm, found(longForm, [project]), context)).toMatchObject({ status: 301, redirect: `/engine/projects/${project._id}/${project.urlName}` });
    const expert = await plan('/engine/e/jana-n');
    expect(pageHead(expert, found(expert, [person]), context)).toMatchObject({ status: 301, redirect: '/engine/experts/pErSoN2345678923/jana-n/' });
  });

  it('answers 404 for a project or an expert nobody published', async () => {
    for (const address of ['/engine/p/nOsUcHpRoJeCt1234', '/engine/experts/nOsUcHeXpErT12345/']) {
      const planned = await plan(address);
      const head = pageHead(planned, found(planned, []), context);
      expect(head.status, address).toBe(404);
      expect(head.tags.join(''), address).toContain('noindex');
    }
  });

  it('escapes hostile titles in attributes and in JSON-LD', async () => {
    const hostile = fakeProject({ title: '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>', summary: 'x </script> y' });
    const planned = await plan(projectPath);
    const html = pageHead(planned, found(planned, [hostile]), context).tags.join('\n');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdBlocks(html)[0]?.title).toBe(hostile.title);
  });

  it("lists each public page's sitemap entries", async () => {
    const sources = await sitemapSources();
    const listed = sources.map((source) => (source.kind === 'address' ? [source.href, source.lastChangeOf] : [source.href(project), source.documents]));
    const projects = { collection: 'projects', selector: { status: 'open' } };
    const people = { collection: 'people', selector: { status: 'published' } };
    expect(listed).toEqual(
      expect.arrayContaining([
        ['/engine/projects/', projects],
        [projectPath, projects],
        ['/engine/experts/', people],
        [`/engine/experts/${project._id}/${project.urlName}/`, people],
        ['/engine/privacy-policy/', undefined],
      ]),
    );
    expect(sources).toHaveLength((await Promise.all(ROUTE_SPECS.filter((route) => route.serverPage).map((route) => loadServerPage(route.serverPage!)))).filter((page) => page.sitemap).length);
  });
});
