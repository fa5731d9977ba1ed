// The mail of one notification, as a React component rendered by react-email to its HTML part
// and its plain-text part: the sentence, a button to the thing it is about, the agency's name and
// contact details, and where to change which mails arrive. User content arrives as text (React
// escapes it); nothing here carries a project's NDA-protected details, only its title.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailSettings } from '../../mail-outbox/mail-settings';

export interface NotificationMailProps {
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

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#212529' };
const card = { backgroundColor: '#ffffff', padding: '24px', borderRadius: '6px', maxWidth: '560px' };
const button = { backgroundColor: '#0d6efd', color: '#ffffff', padding: '10px 18px', borderRadius: '4px', textDecoration: 'none' };
const small = { fontSize: '12px', color: '#6c757d' };
const quote = { borderLeft: '3px solid #dee2e6', paddingLeft: '12px', whiteSpace: 'pre-line' as const };

export function NotificationMail(props: NotificationMailProps) {
  const { settings } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.sentence}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text>{props.greeting}</Text>
          <Text>{props.sentence}</Text>
          {props.quoted?.map((item, index) => (
            <Section key={index}>
              <Text style={small}>{item.heading}</Text>
              <Text style={quote}>{item.text}</Text>
            </Section>
          ))}
          <Section>
            <Button href={props.actionUrl} style={button}>
              {props.actionLabel}
            </Button>
          </Section>
          <Hr />
          <Text style={small}>
            {settings.productName}
            {settings.contactEmail ? ` · ${settings.contactEmail}` : ''}
            {settings.contactPhone ? ` · ${settings.contactPhone}` : ''}
          </Text>
          <Text style={small}>
            You receive this mail for “{props.categoryLabel}”. <Link href={props.settingsUrl}>Choose which mails you receive</Link>
            {props.unsubscribeUrl ? (
              <>
                {' '}
                or <Link href={props.unsubscribeUrl}>stop these mails</Link>
              </>
            ) : null}
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML and plain-text parts of a notification mail. */
export async function renderNotificationMail(props: NotificationMailProps): Promise<{ html: string; text: string }> {
  const element = <NotificationMail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
