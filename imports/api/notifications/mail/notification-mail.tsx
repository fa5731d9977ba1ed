// The mail of one notification, as a React component rendered by react-email to its HTML part
// and its plain-text part (in the product's mail frame: mail-outbox/mail/mail-frame.tsx): the
// sentence, a button to the thing it is about, the agency's name and contact details, and where
// to change which mails arrive, in the recipient's language. User content arrives as text (React escapes it); nothing here
// carries a project's NDA-protected details, only its title.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MAIL_BUTTON_STYLE, MAIL_SMALL_STYLE, MailFrame, mailRichText, renderMail } from '../../mail-outbox/mail/mail-frame';
import type { ReactNode } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { MailSettings } from '../../mail-outbox/mail-settings';

export interface NotificationMailProps {
  /** The recipient's language; the caller words the texts passed in it. */
  locale: Locale;
  greeting: string;
  sentence: string;
  actionLabel: string;
  actionUrl: string;
  settingsUrl: string;
  /** The one-click link that switches this category off (also in List-Unsubscribe). */
  unsubscribeUrl?: string;
  categoryLabel: string;
  settings: MailSettings;
  /** Texts quoted below the sentence, each under its heading (a conversation's unread messages). */
  quoted?: ReadonlyArray<{ heading: string; text: string }>;
}

const QUOTE_STYLE = { borderLeft: '3px solid #dee2e6', paddingLeft: '12px', whiteSpace: 'pre-line' as const };

export function NotificationMail(props: NotificationMailProps) {
  const { unsubscribeUrl } = props;
  const links = {
    category: props.categoryLabel,
    settings: (chunks: ReactNode[]) => <Link href={props.settingsUrl}>{chunks}</Link>,
    stop: (chunks: ReactNode[]) => <Link href={unsubscribeUrl}>{chunks}</Link>,
  };
  const why = mailRichText(props.locale, unsubscribeUrl ? 'mails.notification.whyWithStop' : 'mails.notification.why', links);
  const footer = <Text style={MAIL_SMALL_STYLE}>{why}</Text>;
  return (
    <MailFrame locale={props.locale} preview={props.sentence} settings={props.settings} footer={footer}>
      <Text>{props.greeting}</Text>
      <Text>{props.sentence}</Text>
      {props.quoted?.map((item, index) => (
        <Section key={index}>
          <Text style={MAIL_SMALL_STYLE}>{item.heading}</Text>
          <Text style={QUOTE_STYLE}>{item.text}</Text>
        </Section>
      ))}
      <Section>
        <Button href={props.actionUrl} style={MAIL_BUTTON_STYLE}>
          {props.actionLabel}
        </Button>
      </Section>
    </MailFrame>
  );
}

/** The HTML and plain-text parts of a notification mail. */
export async function renderNotificationMail(props: NotificationMailProps): Promise<{ html: string; text: string }> {
  return renderMail(<NotificationMail {...props} />);
}
