// Who the mails come from: the agency, from settings (METEOR_SETTINGS `mail.from`, `mail.replyTo`
// and `public.productName` / `contactEmail` / `contactPhone`), never a placeholder. Without a
// configured From the product name and `no-reply@<ROOT_URL host>` stand in. Message-IDs use the
// From address's domain.
import { Meteor } from 'meteor/meteor';
import { readPublicSettings } from '../../ui/lib/public-settings';

export interface MailSettings {
  productName: string;
  from: string;
  replyTo?: string;
  contactEmail: string;
  contactPhone: string;
  /** The domain Message-IDs are made under. */
  domain: string;
}

function rootHost(): string {
  try {
    return new URL(Meteor.absoluteUrl()).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function mailSettings(): MailSettings {
  const pub = readPublicSettings(Meteor.settings.public);
  const mail = (Meteor.settings.mail ?? {}) as Record<string, unknown>;
  const from = text(mail.from) ?? `${pub.productName} <no-reply@${rootHost()}>`;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? rootHost();
  return {
    productName: pub.productName,
    from,
    replyTo: text(mail.replyTo) ?? (pub.contactEmail || undefined),
    contactEmail: pub.contactEmail,
    contactPhone: pub.contactPhone,
    domain,
  };
}

/** The stable Message-ID of an outbox mail. */
export function messageIdOf(mailId: string): string {
  return `<${mailId.replace(/[^A-Za-z0-9._-]/g, '.')}@${mailSettings().domain}>`;
}
