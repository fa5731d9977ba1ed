// An admin's daily digest: the day's notifications in one mail, each sentence linking to its
// thing, instead of one mail per event. Rendered by react-email to HTML and plain text.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { MailSettings } from '../../mail-outbox/mail-settings';

export interface DigestMailProps {
  greeting: string;
  intro: string;
  items: { sentence: string; url: string }[];
  /** Notifications beyond the listed ones. */
  more: number;
  allUrl: string;
  settingsUrl: string;
  settings: MailSettings;
}

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#212529' };
const card = { backgroundColor: '#ffffff', padding: '24px', borderRadius: '6px', maxWidth: '560px' };
const small = { fontSize: '12px', color: '#6c757d' };

export function DigestMail(props: DigestMailProps) {
  const { settings } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.intro}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text>{props.greeting}</Text>
          <Text>{props.intro}</Text>
          {props.items.map((item, index) => (
            <Text key={index}>
              • <Link href={item.url}>{item.sentence}</Link>
            </Text>
          ))}
          <Text>
            {props.more > 0 ? `And ${props.more} more. ` : ''}
            <Link href={props.allUrl}>All notifications</Link>
          </Text>
          <Hr />
          <Text style={small}>
            {settings.productName}
            {settings.contactEmail ? ` · ${settings.contactEmail}` : ''}
          </Text>
          <Text style={small}>
            You chose a daily digest instead of one mail per event. <Link href={props.settingsUrl}>Change which mails you receive</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderDigestMail(props: DigestMailProps): Promise<{ html: string; text: string }> {
  const element = <DigestMail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
