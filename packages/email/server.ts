// Meteor's `email` package on the server: `Email.sendAsync(options)` sends over SMTP to the URL in
// `MAIL_URL`, read at each send so configuration can change at run time; without it the message
// is printed to standard output (dev-mode.ts). `Email.hookSend(fn)` runs hooks before each send,
// in order; a hook returning `false` suppresses the message (our reading of Meteor's docs: only an
// explicit `false` stops it, a hook that returns nothing lets it through).
// Left out: the deprecated synchronous `Email.send`, `Email.customTransport`, settings-based
// service configuration and `mailComposer` input.
import type Mail from 'nodemailer/lib/mailer';
import { DevModeMailer, type MailOutput } from './dev-mode';
import { dkimFromEnv } from './dkim';
import { TransportCache } from './transports';

export type Address = string | Mail.Address;

export interface EmailOptions {
  from?: Address;
  to?: Address | Address[];
  cc?: Address | Address[];
  bcc?: Address | Address[];
  replyTo?: Address | Address[];
  inReplyTo?: string;
  references?: string | string[];
  messageId?: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string | string[]>;
  attachments?: Mail.Attachment[];
}

export type SendHook = (options: EmailOptions) => boolean | void | Promise<boolean | void>;

export interface EmailConfig {
  /** Where the SMTP URL comes from, read at every send. Default: `process.env.MAIL_URL`. */
  mailUrl?: () => string | undefined;
  /** Where unsent mail is printed. Default: process.stdout. */
  output?: () => MailOutput;
}

export interface EmailApi {
  sendAsync(options: EmailOptions): Promise<void>;
  /**
   * Sends now, without the hooks: for a mail a hook has already taken (the app's outbox, whose
   * sender delivers what the hook stored). Beyond Meteor.
   */
  transmitAsync(options: EmailOptions): Promise<void>;
  hookSend(hook: SendHook): { stop(): void };
  /** Closes pooled SMTP connections; the next send opens new ones. */
  close(): void;
}

export function createEmail(config: EmailConfig = {}): EmailApi {
  const mailUrl = config.mailUrl ?? (() => process.env.MAIL_URL);
  const devMode = new DevModeMailer(config.output ?? (() => process.stdout));
  const transports = new TransportCache();
  const hooks = new Set<{ hook: SendHook }>();

  async function transmit(options: EmailOptions): Promise<void> {
    const dkim = dkimFromEnv();
    const message: Mail.Options = { ...options, ...(dkim ? { dkim } : {}) };
    const url = mailUrl();
    if (!url) {
      await devMode.print(message);
      return;
    }
    await transports.get(url).sendMail(message);
  }

  return {
    async sendAsync(options) {
      for (const entry of [...hooks]) {
        if ((await entry.hook(options)) === false) return;
      }
      await transmit(options);
    },
    transmitAsync: transmit,
    hookSend(hook) {
      // Wrapped so registering the same function twice gives two independent handles.
      const entry = { hook };
      hooks.add(entry);
      return { stop: () => void hooks.delete(entry) };
    },
    close() {
      transports.closeAll();
    },
  };
}

export const Email: EmailApi = createEmail();
