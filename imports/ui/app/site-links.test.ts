// The site and social links' settings: which values pass, the one-sentence problems for the rest
// (the server refuses to start with them), and the defaults the readers fall back to.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_LINKS, readSiteLinks, readSocialLinks, siteLinkSettingsProblems } from './site-links';

describe('siteLinkSettingsProblems', () => {
  it('accepts unset links, absolute http(s) URLs and root-relative paths', () => {
    expect(siteLinkSettingsProblems(undefined)).toEqual([]);
    expect(siteLinkSettingsProblems({})).toEqual([]);
    expect(
      siteLinkSettingsProblems({
        siteLinks: { roles: '/rollen/', contact: 'https://agency.example/kontakt/?from=app#form', gtc: 'http://agency.example/agb.pdf' },
        socialLinks: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/agency' }],
      }),
    ).toEqual([]);
    // The older forms of socialLinks.
    expect(siteLinkSettingsProblems({ socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/agency' }] })).toEqual([]);
    expect(siteLinkSettingsProblems({ socialLinks: { XING: 'https://www.xing.com/pages/agency' } })).toEqual([]);
  });

  it('names each bad value in one sentence', () => {
    const bad = ['javascript:alert(1)', '//evil.example/', 'roles/', 'https://', 'ftp://agency.example/', '/a b/', '/a\\b', '', 42, null, { href: '/x/' }];
    for (const value of bad) {
      const problems = siteLinkSettingsProblems({ siteLinks: { gtc: value } });
      expect(problems, JSON.stringify(value)).toHaveLength(1);
      expect(problems[0]).toMatch(/^public\.siteLinks\.gtc must be an absolute http\(s\) URL or a path starting with "\/", not /);
      expect(problems[0]).not.toContain('\n');
    }
    expect(siteLinkSettingsProblems({ siteLinks: { gtcs: '/gtc/' } })).toEqual(['public.siteLinks.gtcs is not a site link (use roles, contact, career, gtc, blog, certificates)']);
    expect(siteLinkSettingsProblems({ siteLinks: ['/roles/'] })).toHaveLength(1);
    expect(siteLinkSettingsProblems({ socialLinks: [{ network: 'LinkedIn', url: '/linkedin/' }] })).toEqual([
      'public.socialLinks[0].url must be an absolute http(s) URL, not "/linkedin/"',
    ]);
    expect(siteLinkSettingsProblems({ socialLinks: [{ url: 'https://x.example/' }] })[0]).toMatch(/^public\.socialLinks\[0\]\.network must be a name/);
    expect(siteLinkSettingsProblems({ socialLinks: 'https://x.example/' })).toHaveLength(1);
    expect(siteLinkSettingsProblems('text')).toEqual(['public must be an object']);
  });
});

describe('readSiteLinks and readSocialLinks', () => {
  it('keep the valid settings and fall back to the defaults for the rest', () => {
    expect(readSiteLinks(undefined)).toEqual(DEFAULT_SITE_LINKS);
    expect(readSiteLinks({ gtc: 'https://agency.example/agb/', blog: 'javascript:alert(1)' })).toEqual({ ...DEFAULT_SITE_LINKS, gtc: 'https://agency.example/agb/' });
    expect(readSocialLinks([{ network: ' LinkedIn ', url: 'https://www.linkedin.com/company/agency' }, { network: 'Bad', url: 'data:text/html,x' }])).toEqual([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/agency' },
    ]);
    expect(readSocialLinks(undefined)).toEqual([]);
  });
});
