// Meteor's account mails (Accounts.emailTemplates: reset, verification, enrolment) as the agency
// sends them: From, and the site name in subjects, read from the mail settings at each mail
// (METEOR_SETTINGS `mail.from`, `public.productName`; mail-outbox/mail-settings.ts), so no mail
// leaves as Meteor's `Accounts Example <no-reply@example.com>`; the words in the product's mail
// frame (mail-outbox/mail/account-mail.tsx) with a text and an HTML part. Server-only.
import { Accounts, type EmailTemplate } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { type AccountMailProps, accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { mailSettings } from '../mail-outbox/mail-settings';

type Account = { profile?: { name?: unknown } };

function firstNameOf(user: Account): string | undefined {
  const name = user.profile?.name as { first?: unknown } | undefined;
  return typeof name?.first === 'string' && name.first.trim() !== '' ? name.first : undefined;
}

const product = () => mailSettings().productName;

/** A template whose text and HTML parts come from one AccountMail. */
function template(subject: () => string, words: (user: Account, url: string) => AccountMailProps): EmailTemplate {
  return {
    subject,
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
  templates.resetPassword = template(
    () => `Reset your password on ${product()}`,
    (user, url) => ({
      greeting: greetingFor(firstNameOf(user)),
      paragraphs: [`Someone asked to reset the password of your account on ${product()}. To choose a new password, open the link below; it works once.`],
      action: { label: 'Choose a new password', url },
      closing: ['If it was not you, ignore this mail: your password stays as it is.'],
    }),
  );
  templates.verifyEmail = template(
    () => `Confirm your e-mail address on ${product()}`,
    (user, url) => ({
      greeting: greetingFor(firstNameOf(user)),
      paragraphs: [`To confirm this e-mail address for your account on ${product()}, open the link below.`],
      action: { label: 'Confirm my address', url },
      closing: ['If you did not sign up or change your address, ignore this mail: nothing happens without the link.'],
    }),
  );
  templates.enrollAccount = template(
    () => `An account has been created for you on ${product()}`,
    (user, url) => ({
      greeting: greetingFor(firstNameOf(user)),
      paragraphs: [`${product()} has created an account for you. To choose your password and sign in, open the link below.`],
      action: { label: 'Choose my password', url },
      closing: ['If you did not expect this, ignore this mail: the account stays unused without the link.'],
    }),
  );
}
