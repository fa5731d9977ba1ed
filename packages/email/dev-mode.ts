// Meteor's development fallback when `MAIL_URL` is not set: the whole message, as it would go
// over SMTP (headers and MIME body), is written to the server's standard output between
// `====== BEGIN MAIL #n ======` and `====== END MAIL #n ======`, numbered from 0 per process.
// Left out: nothing; like Meteor this prints links and tokens, so production must set MAIL_URL.
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailOutput {
  write(text: string): unknown;
}

export class DevModeMailer {
  private nextId = 0;
  // Renders the exact message nodemailer would send, without any network.
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly output: () => MailOutput) {}

  async print(message: Mail.Options): Promise<void> {
    const id = this.nextId++;
    const info = await this.composer.sendMail(message);
    const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
    const output = this.output();
    output.write(
      `====== BEGIN MAIL #${id} ======\n` +
        '(Mail not sent; to enable sending, set the MAIL_URL environment variable.)\n' +
        raw +
        (raw.endsWith('\n') ? '' : '\n') +
        `====== END MAIL #${id} ======\n`,
    );
  }
}
