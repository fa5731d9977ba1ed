// Public settings (Meteor.settings.public) as the client uses them: the product name for page
// titles, the contact details, and the links to the agency's own site and social profiles for
// the header and footer (app/site-links.ts). Components read them from a context so tests can
// render any configuration; the server renderer reads them the same way, so both render alike.
import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_SITE_LINKS, readSiteLinks, readSocialLinks, type SiteLinks, type SocialLink } from '../app/site-links';

export type { SocialLink };

export interface PublicSettings {
  productName: string;
  contactEmail: string;
  contactPhone: string;
  siteLinks: SiteLinks;
  socialLinks: SocialLink[];
}

export const DEFAULT_PRODUCT_NAME = 'Expert Marketplace';

export const defaultPublicSettings: PublicSettings = {
  productName: DEFAULT_PRODUCT_NAME,
  contactEmail: '',
  contactPhone: '',
  siteLinks: { ...DEFAULT_SITE_LINKS },
  socialLinks: [],
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads untrusted settings with a default for everything missing. */
export function readPublicSettings(raw: unknown): PublicSettings {
  const settings = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    productName: text(settings.productName) || DEFAULT_PRODUCT_NAME,
    contactEmail: text(settings.contactEmail),
    contactPhone: text(settings.contactPhone),
    siteLinks: readSiteLinks(settings.siteLinks),
    socialLinks: readSocialLinks(settings.socialLinks),
  };
}

const SettingsContext = createContext<PublicSettings>(defaultPublicSettings);

export function SettingsProvider({ value, children }: { value: PublicSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function usePublicSettings(): PublicSettings {
  return useContext(SettingsContext);
}
