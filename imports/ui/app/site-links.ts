// The header's and footer's links that leave the app for the agency's own site (roles, contact,
// career, terms, blog, certificates) and its social profiles, from `Meteor.settings.public`:
//   "siteLinks": { "gtc": "https://agency.example/agb/", "blog": "/news/" }   (any of the six)
//   "socialLinks": [{ "network": "LinkedIn", "url": "https://www.linkedin.com/company/agency" }]
// An unset link keeps its default (the agency site's paths beside /engine on the same host).
// Browser-safe: the server's settings check at start (imports/startup/server/settings) refuses
// what `siteLinkSettingsProblems` finds, and the browser and the server
// renderer read them with `readSiteLinks`/`readSocialLinks`, which fall back to the defaults for
// anything invalid, so both render the same links.
//
// Decisions where the issue is silent:
// - A site link is an absolute http(s) URL or a root-relative path ("/roles/"); "//host" (another
//   host without a scheme), backslashes, whitespace and other schemes (javascript:, data:) are
//   refused. Social links leave the site, so only absolute http(s) URLs.
// - An unknown key in `siteLinks` is refused rather than ignored: a typo ("gtcs") would otherwise
//   leave the default in place unnoticed.
// - `socialLinks` also takes the older forms `[{ label, url }]` and `{ "LinkedIn": url }`; the
//   network's name is shown as written (a brand name, not translated). At most 10.

export const SITE_LINK_NAMES = ['roles', 'contact', 'career', 'gtc', 'blog', 'certificates'] as const;
export type SiteLinkName = (typeof SITE_LINK_NAMES)[number];
export type SiteLinks = Record<SiteLinkName, string>;

export const DEFAULT_SITE_LINKS: Readonly<SiteLinks> = {
  roles: '/roles/',
  contact: '/contact/',
  career: '/career/',
  gtc: '/gtc/',
  blog: '/blog/',
  certificates: '/certificates/',
};

export interface SocialLink {
  network: string;
  url: string;
}

const MAX_URL_LENGTH = 2000;
const MAX_NETWORK_LENGTH = 40;
const MAX_SOCIAL_LINKS = 10;

function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRootRelativePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** Neither empty, too long, nor holding whitespace, control characters or backslashes. */
function isPlainAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH || /[\s\\]/.test(value)) return false;
  return ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function isSiteLinkValue(value: unknown): value is string {
  return isPlainAddress(value) && (isAbsoluteHttpUrl(value) || isRootRelativePath(value));
}

export function isSocialLinkUrl(value: unknown): value is string {
  return isPlainAddress(value) && isAbsoluteHttpUrl(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);
const isNetwork = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.trim().length <= MAX_NETWORK_LENGTH;

/** The `socialLinks` setting's entries as written: [{network|label, url}] or { network: url }. */
function socialEntries(value: unknown): { network: unknown; url: unknown }[] {
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? { network: item.network ?? item.label, url: item.url } : { network: undefined, url: undefined }));
  if (isRecord(value)) return Object.entries(value).map(([network, url]) => ({ network, url }));
  return [];
}

/**
 * What is wrong with `siteLinks` and `socialLinks` in the public settings, one sentence each
 * naming the setting (empty when they are fine or unset).
 */
export function siteLinkSettingsProblems(publicSettings: unknown): string[] {
  if (publicSettings === undefined) return [];
  if (!isRecord(publicSettings)) return ['public must be an object'];
  const problems: string[] = [];
  const { siteLinks, socialLinks } = publicSettings;
  if (siteLinks !== undefined) {
    if (!isRecord(siteLinks)) problems.push(`public.siteLinks must be an object with any of ${SITE_LINK_NAMES.join(', ')}`);
    else {
      for (const [name, value] of Object.entries(siteLinks)) {
        if (!(SITE_LINK_NAMES as readonly string[]).includes(name)) problems.push(`public.siteLinks.${name} is not a site link (use ${SITE_LINK_NAMES.join(', ')})`);
        else if (!isSiteLinkValue(value)) problems.push(`public.siteLinks.${name} must be an absolute http(s) URL or a path starting with "/", not ${shown(value)}`);
      }
    }
  }
  if (socialLinks !== undefined) {
    if (!Array.isArray(socialLinks) && !isRecord(socialLinks)) problems.push('public.socialLinks must be a list of { "network": …, "url": … }');
    else {
      const entries = socialEntries(socialLinks);
      if (entries.length > MAX_SOCIAL_LINKS) problems.push(`public.socialLinks may hold at most ${MAX_SOCIAL_LINKS} links`);
      entries.forEach(({ network, url }, index) => {
        if (!isNetwork(network)) problems.push(`public.socialLinks[${index}].network must be a name of 1 to ${MAX_NETWORK_LENGTH} characters, not ${shown(network)}`);
        if (!isSocialLinkUrl(url)) problems.push(`public.socialLinks[${index}].url must be an absolute http(s) URL, not ${shown(url)}`);
      });
    }
  }
  return problems;
}

/** The six links, each the setting's when it is valid, else its default. */
export function readSiteLinks(value: unknown): SiteLinks {
  const configured = isRecord(value) ? value : {};
  return Object.fromEntries(SITE_LINK_NAMES.map((name) => [name, isSiteLinkValue(configured[name]) ? configured[name] : DEFAULT_SITE_LINKS[name]])) as SiteLinks;
}

/** The valid social links, in the order written (none by default). */
export function readSocialLinks(value: unknown): SocialLink[] {
  return socialEntries(value)
    .filter((entry): entry is SocialLink => isNetwork(entry.network) && isSocialLinkUrl(entry.url))
    .slice(0, MAX_SOCIAL_LINKS)
    .map(({ network, url }) => ({ network: network.trim(), url }));
}
