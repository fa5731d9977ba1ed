// An admin's daily digest: the day's notifications in one mail, each sentence linking to its
// thing, instead of one mail per event, in the product's mail frame (mail-outbox/mail/mail-frame.tsx).
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MAIL_SMALL_STYLE, MailFrame, renderMail } from '../../mail-outbox/mail/mail-frame';
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

export function DigestMail(props: DigestMailProps) {
  const footer = (
    <Text style={MAIL_SMALL_STYLE}>
      You chose a daily digest instead of one mail per event. <Link href={props.settingsUrl}>Change which mails you receive</Link>.
    </Text>
  );
  return (
    <MailFrame preview={props.intro} settings={props.settings} footer={footer}>
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
    </MailFrame>
  );
}

export function renderDigestMail(props: DigestMailProps): { html: string; text: string } {
  return renderMail(<DigestMail {...props} />);
}
