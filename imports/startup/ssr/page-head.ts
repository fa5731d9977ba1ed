// The head of a server-rendered public page: '{title} - {product name}', the description, the
// canonical address (one per project and expert, whichever address form was used), Open Graph
// and Twitter card tags, and JSON-LD (escaped so no value can close its script block). Also the
// status: 404 for an unknown project or expert, 301 to the current address for an old URL name.
import { escapeAttribute, escapeHtml, escapeJsonForScript } from 'meteor/server-render';
import type { Person } from '../../api/people/schema';
import type { Project } from '../../api/projects/schema';
import { paths } from '../../ui/app/paths';
import { expertName } from '../../ui/components/expert/expert-facts';
import { formatPageTitle } from '../../ui/lib/page-title';
import { pageDataKey } from '../../ui/lib/page-data';
import type { PagePlan } from './page-plan-types';
import { jobPosting, profilePage } from './structured-data';

export interface PageHead {
  status: number;
  redirect?: string;
  /** The tags to add before `</head>` (the template's own `<title>` is replaced). */
  title: string;
  tags: string[];
}

export interface HeadContext {
  /** The public origin, e.g. https://experts.example (ROOT_URL without the trailing slash). */
  origin: string;
  productName: string;
  search: string;
  now?: Date;
}

const DESCRIPTION_MAX = 160;

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
}

function jsonLd(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(data))}</script>`;
}

function common(title: string, description: string, canonical: string, context: HeadContext, type = 'website'): string[] {
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', context.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
}

function notFound(what: string, context: HeadContext): PageHead {
  return {
    status: 404,
    title: formatPageTitle(`${what} not found`, context.productName),
    tags: [meta('name', 'robots', 'noindex'), meta('name', 'description', `This ${what.toLowerCase()} does not exist or is no longer published.`)],
  };
}

export function pageHead(plan: PagePlan, data: Record<string, unknown>, context: HeadContext): PageHead {
  const { page } = plan;
  const absolute = (path: string) => `${context.origin}${path}`;
  const titled = (title: string) => formatPageTitle(title, context.productName);
  switch (page.kind) {
    case 'projects': {
      const title = 'Open projects';
      const description = `Open freelance and contract projects for experts at ${context.productName}: search by skill, location, remote share and rate.`;
      // A filtered list is the same page: its canonical address is the list itself.
      return { status: 200, title: titled(title), tags: common(titled(title), description, absolute(paths.projects.href()), context) };
    }
    case 'experts': {
      const title = 'Our Experts';
      const description = `Vetted freelancers and specialists at ${context.productName}, ready for your project: search by skill, language, location and availability.`;
      return { status: 200, title: titled(title), tags: common(titled(title), description, absolute(paths.experts.href()), context) };
    }
    case 'privacyPolicy': {
      const title = 'Privacy Policy';
      const description = 'What personal data we keep, why, for how long, and how you stay in control of it.';
      return { status: 200, title: titled(title), tags: common(titled(title), description, absolute(paths.privacyPolicy.href()), context) };
    }
    case 'project': {
      const project = (data[pageDataKey(plan.needs[0]?.name ?? '', plan.needs[0]?.args ?? [])] as Project[] | undefined)?.[0];
      if (!project) return notFound('Project', context);
      const canonicalPath = paths.project.href(project._id, project.urlName);
      const asked = page.longForm ? canonicalPath.replace('/engine/p/', '/engine/projects/') : canonicalPath;
      // Looked up by URL name, or under an old or missing URL name: one address per project.
      if (page.key !== project._id || page.urlName !== project.urlName) return { status: 301, redirect: `${asked}${context.search}`, title: '', tags: [] };
      const canonical = absolute(canonicalPath);
      const description = shorten(project.summary || project.title);
      const tags = common(titled(project.title), description, canonical, context, 'article');
      tags.push(jsonLd(jobPosting(project, canonical, { name: context.productName, url: context.origin }, context.now)));
      if (project.status !== 'open') tags.push(meta('name', 'robots', 'noindex'));
      return { status: 200, title: titled(project.title), tags };
    }
    case 'expert': {
      const person = (data[pageDataKey(plan.needs[0]?.name ?? '', plan.needs[0]?.args ?? [])] as Person[] | undefined)?.[0];
      if (!person) return notFound('Expert', context);
      const canonicalPath = paths.expert.href(person._id, person.urlName);
      if (page.key !== person._id || page.urlName !== person.urlName) return { status: 301, redirect: `${canonicalPath}${context.search}`, title: '', tags: [] };
      const name = expertName(person);
      const title = `${name} – ${person.headline}`;
      const canonical = absolute(canonicalPath);
      const description = shorten(person.summary || `${name}, ${person.headline}`);
      const tags = common(titled(title), description, canonical, context, 'profile');
      tags.push(jsonLd(profilePage(person, name, canonical)));
      return { status: 200, title: titled(title), tags };
    }
  }
}

export function titleTag(title: string): string {
  return `<title>${escapeHtml(title)}</title>`;
}
