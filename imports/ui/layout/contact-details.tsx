// The contact e-mail and phone from public settings, in the header and the footer.
import { usePublicSettings } from '../lib/public-settings';

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
