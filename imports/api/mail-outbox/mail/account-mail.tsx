// The account mails (a password link, an address to confirm, an invitation, a notice about the
// account) in the product's mail frame: a greeting, what happened, the one link to follow as a
// button and written out (mail programs that show only text, and people who copy it), and what
// to do if it was not them, in the recipient's language (messages/app/mails). Texts arrive as text (React escapes them).
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { messageIn } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import { mailSettings } from '../mail-settings';
import { MAIL_BUTTON_STYLE, MAIL_SMALL_STYLE, MailFrame, renderMail } from './mail-frame';

export interface AccountMailProps {
  /** The recipient's language (api/i18n/user-locale.ts): the caller words the texts in it. */
  locale: Locale;
  greeting: string;
  /** What happened and what the link does. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Below the link: what to do if it was not them. */
  closing?: readonly string[];
}

export function AccountMail({ locale, greeting, paragraphs, action, closing = [] }: AccountMailProps) {
  return (
    <MailFrame locale={locale} preview={paragraphs[0] ?? greeting} settings={mailSettings()}>
      <Text>{greeting}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {action && (
        <Section>
          {/* The text part writes the address out once, below. */}
          <Button href={action.url} style={MAIL_BUTTON_STYLE} data-skip-in-text="true">
            {action.label}
          </Button>
          <Text style={MAIL_SMALL_STYLE}>{messageIn(locale, 'mails.frame.openAddress')}</Text>
          <Text style={MAIL_SMALL_STYLE}>
            <Link href={action.url}>{action.url}</Link>
          </Text>
        </Section>
      )}
      {closing.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </MailFrame>
  );
}

/** An account mail's HTML and plain-text parts. */
export function accountMailParts(props: AccountMailProps): { html: string; text: string } {
  return renderMail(<AccountMail {...props} />);
}

/** "Hello Jana," or "Hello," in the recipient's language. */
export function greetingFor(locale: Locale, first: string | undefined): string {
  return first ? messageIn(locale, 'mails.greeting.named', { name: first }) : messageIn(locale, 'mails.greeting.anonymous');
}
