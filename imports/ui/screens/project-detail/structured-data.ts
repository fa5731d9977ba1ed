// schema.org structured data of a project's page for search engines: a `JobPosting`, built only
// from what the public page shows (the published fields; never the client's name, the e-mail or
// the account link). The hiring organisation is the marketplace itself, which staffs the project.
import { COUNTRIES } from '../../../api/common/lists/countries';
import type { Project } from '../../../api/projects/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an open project's posting stays valid past today (re-rendered daily by crawlers). */
export const OPEN_POSTING_VALID_DAYS = 30;

const UNIT_TEXT = { hour: 'HOUR', day: 'DAY', month: 'MONTH' } as const;

export interface Organisation {
  name: string;
  url: string;
}

function countryName(code: string | undefined): string | undefined {
  return COUNTRIES.find((country) => country.value === code)?.label ?? (code || undefined);
}

/** Markdown to plain text for `description` (crawlers accept HTML or text; text is safest). */
function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function jobPosting(project: Project, url: string, organisation: Organisation, now = new Date()): Record<string, unknown> {
  const open = project.status === 'open';
  const datePosted = project.publishedAt ?? now;
  const validThrough = open ? new Date(now.getTime() + OPEN_POSTING_VALID_DAYS * DAY_MS) : (project.closedAt ?? new Date(now.getTime() - DAY_MS));
  const remote = project.remotePercent ?? 0;
  const place = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: project.city || undefined, addressCountry: project.country || undefined } };
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: project.title,
    description: plainText([project.summary, project.description ?? ''].join('\n\n')) || project.title,
    datePosted: datePosted.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: (project.workloadPercent ?? 100) < 100 ? ['CONTRACTOR', 'PART_TIME'] : ['CONTRACTOR', 'FULL_TIME'],
    hiringOrganization: { '@type': 'Organization', name: organisation.name, sameAs: organisation.url },
    identifier: { '@type': 'PropertyValue', name: organisation.name, value: project.referenceNumber ?? project._id },
    url,
  };
  if (project.skills && project.skills.length > 0) posting.skills = project.skills.join(', ');
  // Fully remote: telecommuting, open to applicants in the project's country (or anywhere).
  if (remote >= 100) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = project.country
      ? { '@type': 'Country', name: countryName(project.country) }
      : { '@type': 'AdministrativeArea', name: 'Worldwide' };
  } else {
    posting.jobLocation = place;
    if (remote > 0) {
      posting.jobLocationType = 'TELECOMMUTE';
      posting.applicantLocationRequirements = { '@type': 'Country', name: countryName(project.country) ?? 'Worldwide' };
    }
  }
  const rate = project.rate;
  if (rate && !rate.onRequest && rate.currency && rate.unit && (rate.min !== undefined || rate.max !== undefined)) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: rate.currency,
      value: { '@type': 'QuantitativeValue', minValue: rate.min, maxValue: rate.max, unitText: UNIT_TEXT[rate.unit] },
    };
  }
  // An open project can be applied to on its page; a closed one offers no action.
  if (open) posting.directApply = true;
  return posting;
}
