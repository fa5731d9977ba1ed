// The frame every mail of the product shares, as react-email components: the page and card, the
// content, and the footer with the agency's name and contact details (mail-settings.ts), plus
// what a mail adds under it (why it came, how to stop it), in the recipient's language.
// `renderMail` gives a mail's HTML part and its plain-text part (react-email's conversion: links once, hidden preview left out).
// Rendered synchronously (react-dom's static markup): Meteor's account mail templates
// (Accounts.emailTemplates) are plain functions that return the text.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { toPlainText } from '@react-email/render';
import { Text } from '@react-email/text';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MessageId } from '../../../i18n/message-ids';
import type { MailSettings } from '../mail-settings';

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#212529' };
const card = { backgroundColor: '#ffffff', padding: '24px', borderRadius: '6px', maxWidth: '560px' };
export const MAIL_BUTTON_STYLE = { backgroundColor: '#0d6efd', color: '#ffffff', padding: '10px 18px', borderRadius: '4px', textDecoration: 'none' };
export const MAIL_SMALL_STYLE = { fontSize: '12px', color: '#6c757d' };
/** Between the agency's name, mail address and phone: punctuation, the same in every language. */
const CONTACT_SEPARATOR = ' · ';

export interface MailFrameProps {
  /** The recipient's language: the words are in it, and `<html lang>` says so. */
  locale: Locale;
  /** The line mail programs show beside the subject. */
  preview: string;
  settings: MailSettings;
  children: ReactNode;
  /** Below the contact line: why this mail came, how to choose or stop such mails. */
  footer?: ReactNode;
}

export function MailFrame({ locale, preview, settings, children, footer }: MailFrameProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          {children}
          <Hr />
          <Text style={MAIL_SMALL_STYLE}>
            {[settings.productName, settings.contactEmail, settings.contactPhone].filter(Boolean).join(CONTACT_SEPARATOR)}
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

/** A message whose tags become elements (`<settings>…</settings>` → a link), in the mail's language. */
export function mailRichText(locale: Locale, id: MessageId, values: Record<string, string | ((chunks: ReactNode[]) => ReactNode)>): ReactNode {
  // The same formatter; its type says strings only because the server's catalogs are formatted to text elsewhere.
  const intl = intlFor(locale) as unknown as IntlShape<ReactNode>;
  const parts = intl.formatMessage({ id }, values);
  // Keyed, as React wants the parts of a list.
  return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** A mail's HTML part and its plain-text part. */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const markup = renderToStaticMarkup(element);
  return { html: `${DOCTYPE}${markup}`, text: toPlainText(markup) };
}
