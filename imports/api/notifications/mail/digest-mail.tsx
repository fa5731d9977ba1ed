// An admin's daily digest: the day's notifications in one mail, each sentence linking to its
// thing, instead of one mail per event, in the admin's language and the product's mail frame (mail-outbox/mail/mail-frame.tsx).
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MAIL_SMALL_STYLE, MailFrame, mailRichText, renderMail } from '../../mail-outbox/mail/mail-frame';
import type { ReactNode } from 'react';
import { intlFor } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MailSettings } from '../../mail-outbox/mail-settings';

/** Before each listed notification: punctuation, the same in every language. */
const BULLET = '• ';

export interface DigestMailProps {
  locale: Locale;
  greeting: string;
  items: { sentence: string; url: string }[];
  /** Notifications beyond the listed ones. */
  more: number;
  allUrl: string;
  settingsUrl: string;
  settings: MailSettings;
}

export function DigestMail(props: DigestMailProps) {
  const intl = intlFor(props.locale);
  const intro = intl.formatMessage({ id: 'mails.digest.intro' }, { count: props.items.length + props.more });
  const why = mailRichText(props.locale, 'mails.digest.why', { settings: (chunks: ReactNode[]) => <Link href={props.settingsUrl}>{chunks}</Link> });
  const footer = <Text style={MAIL_SMALL_STYLE}>{why}</Text>;
  return (
    <MailFrame locale={props.locale} preview={intro} settings={props.settings} footer={footer}>
      <Text>{props.greeting}</Text>
      <Text>{intro}</Text>
      {props.items.map((item, index) => (
        <Text key={index}>
          {BULLET}
          <Link href={item.url}>{item.sentence}</Link>
        </Text>
      ))}
      <Text>
        {props.more > 0 && <>{intl.formatMessage({ id: 'mails.digest.more' }, { count: props.more })} </>}
        <Link href={props.allUrl}>{intl.formatMessage({ id: 'mails.digest.all' })}</Link>
      </Text>
    </MailFrame>
  );
}

export function renderDigestMail(props: DigestMailProps): { html: string; text: string } {
  return renderMail(<DigestMail {...props} />);
}
