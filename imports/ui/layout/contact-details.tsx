// The contact e-mail and phone from public settings, in the header and the footer.
import type { CSSProperties } from 'react';
import { usePublicSettings } from '../lib/public-settings';

/**
 * For the header strip and the footer, whose tinted background (bg-body-tertiary) leaves
 * Bootstrap's link blue at 4.26:1, under WCAG AA's 4.5:1: their links take the darker hover shade
 * (light and dark theme alike).
 */
export const TINTED_BACKGROUND_LINKS = { '--bs-link-color-rgb': 'var(--bs-link-hover-color-rgb)' } as CSSProperties;

export function ContactDetails({ className }: { className?: string }) {
  const { contactEmail, contactPhone } = usePublicSettings();
  if (!contactEmail && !contactPhone) return null;
  return (
    <address className={`mb-0 d-flex flex-wrap gap-3 ${className ?? ''}`}>
      {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
      {contactPhone && <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>}
    </address>
  );
}
