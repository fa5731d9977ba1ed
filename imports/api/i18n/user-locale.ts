// The language to write to someone in: their saved choice, else the language of the browser
// they are using now (a connection tells it with `users.setLanguage`, e.g. before signing up or
// asking for a password reset), else English.
import { DDP } from 'meteor/meteor';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';

const connectionLanguages = new Map<string, Locale>();

/** Remembers the language of the connection whose method is running, until it closes. */
export function setConnectionLanguage(locale: Locale): void {
  const connection = DDP._CurrentMethodInvocation.get()?.connection;
  if (!connection) return;
  if (!connectionLanguages.has(connection.id)) connection.onClose(() => connectionLanguages.delete(connection.id));
  connectionLanguages.set(connection.id, locale);
}

/** The language of the connection whose method is running, if it said. */
export function currentConnectionLanguage(): Locale | undefined {
  const connectionId = DDP._CurrentMethodInvocation.get()?.connection?.id;
  return connectionId ? connectionLanguages.get(connectionId) : undefined;
}

/** A new account's saved language: the one the signing-up browser told, if it did (later mails speak it). */
export function signUpLanguage(): { language?: Locale } {
  const language = currentConnectionLanguage();
  return language ? { language } : {};
}

type WithLanguage = { profile?: { language?: unknown } } | null | undefined;

function savedLanguage(user: WithLanguage): Locale | undefined {
  const saved = user?.profile?.language;
  return isLocale(saved) ? saved : undefined;
}

export function localeOfUser(user: WithLanguage): Locale {
  return savedLanguage(user) ?? currentConnectionLanguage() ?? DEFAULT_LOCALE;
}

/**
 * The language someone saved, else English: for a mail to a person other than the one whose
 * method is running (a notification of someone else's action, a background run), where the
 * running connection's language says nothing about the recipient.
 */
export function savedLocaleOf(user: WithLanguage): Locale {
  return savedLanguage(user) ?? DEFAULT_LOCALE;
}
