// Meteor's account mails (Accounts.emailTemplates: reset, verification, enrolment) as the agency
// sends them: From, and the site name in subjects, read from the mail settings at each mail
// (METEOR_SETTINGS `mail.from`, `public.productName`; mail-outbox/mail-settings.ts), so no mail
// leaves as Meteor's `Accounts Example <no-reply@example.com>`; the words in the product's mail
// frame (mail-outbox/mail/account-mail.tsx) with a text and an HTML part, in the recipient's
// language (their saved one, else the asking browser's: api/i18n/user-locale.ts). Server-only.
import { Accounts, type EmailTemplate } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { type AccountMailProps, accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { messageIn } from '../../i18n/intl';
import { localeOfUser } from '../i18n/user-locale';
import { mailSettings } from '../mail-outbox/mail-settings';

type Account = { profile?: { name?: unknown; language?: unknown } };

function firstNameOf(user: Account): string | undefined {
  const name = user.profile?.name as { first?: unknown } | undefined;
  return typeof name?.first === 'string' && name.first.trim() !== '' ? name.first : undefined;
}

const product = () => mailSettings().productName;

/** The mail `kind` (mails.<kind>.subject/body/action/closing) in the recipient's language. */
type AccountMailKind = 'resetPassword' | 'verifyEmail' | 'enrollAccount';

/** A template whose subject, text and HTML part come from the kind's messages, in the user's language. */
function template(kind: AccountMailKind): EmailTemplate {
  const words = (user: Account, url: string): AccountMailProps => {
    const locale = localeOfUser(user);
    const say = (part: 'body' | 'action' | 'closing') => messageIn(locale, `mails.${kind}.${part}`, { product: product() });
    return { locale, greeting: greetingFor(locale, firstNameOf(user)), paragraphs: [say('body')], action: { label: say('action'), url }, closing: [say('closing')] };
  };
  return {
    subject: (user) => messageIn(localeOfUser(user), `mails.${kind}.subject`, { product: product() }),
    text: (user, url) => accountMailParts(words(user, url)).text,
    html: (user, url) => accountMailParts(words(user, url)).html,
  };
}

/** `templates[name]` reads the settings at each mail, unless code assigns its own value (Meteor's way). */
function fromSettings(templates: object, name: 'from' | 'siteName', read: () => string): void {
  let assigned: string | undefined;
  Object.defineProperty(templates, name, {
    get: () => assigned ?? read(),
    set: (value: string) => {
      assigned = value;
    },
    configurable: true,
    enumerable: true,
  });
}

export function configureAccountMails(): void {
  const templates = Accounts.emailTemplates;
  fromSettings(templates, 'from', () => mailSettings().from);
  fromSettings(templates, 'siteName', product);
  templates.resetPassword = template('resetPassword');
  templates.verifyEmail = template('verifyEmail');
  templates.enrollAccount = template('enrollAccount');
}
