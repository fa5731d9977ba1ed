// Public settings (Meteor.settings.public) as the client uses them: the product name for page
// titles and the contact details and social links for the header and footer. Components read
// them from a context so tests can render any configuration.
import { createContext, type ReactNode, useContext } from 'react';

export interface SocialLink {
  label: string;
  url: string;
}

export interface PublicSettings {
  productName: string;
  contactEmail: string;
  contactPhone: string;
  socialLinks: SocialLink[];
}

export const DEFAULT_PRODUCT_NAME = 'Expert Marketplace';

export const defaultPublicSettings: PublicSettings = {
  productName: DEFAULT_PRODUCT_NAME,
  contactEmail: '',
  contactPhone: '',
  socialLinks: [],
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Accepts `socialLinks` as [{label, url}] or as {label: url}; drops entries without a URL. */
function socialLinks(value: unknown): SocialLink[] {
  const entries: [unknown, unknown][] = Array.isArray(value)
    ? value.map((item) => [(item as SocialLink | null)?.label, (item as SocialLink | null)?.url])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return entries.map(([label, url]) => ({ label: text(label), url: text(url) })).filter((link) => link.label && link.url);
}

/** Reads untrusted settings with a default for everything missing. */
export function readPublicSettings(raw: unknown): PublicSettings {
  const settings = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    productName: text(settings.productName) || DEFAULT_PRODUCT_NAME,
    contactEmail: text(settings.contactEmail),
    contactPhone: text(settings.contactPhone),
    socialLinks: socialLinks(settings.socialLinks),
  };
}

const SettingsContext = createContext<PublicSettings>(defaultPublicSettings);

export function SettingsProvider({ value, children }: { value: PublicSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function usePublicSettings(): PublicSettings {
  return useContext(SettingsContext);
}
