// The set-up most mail tests share: one in-process app (app-fixture.ts) and one SMTP peer that
// MAIL_URL points at (mail-sink.ts) per test file, so the app's outbox sends to the sink.
import { afterAll, beforeAll } from 'vitest';
import { type AppFixture, startAppFixture } from './app-fixture';
import { type MailSink, startMailSink } from './mail-sink';

/**
 * A test file's server and SMTP peer: registers the beforeAll that starts the sink, then the app
 * (so the app's mails go to the sink), and the afterAll that stops them again. Read them inside
 * hooks and tests; a file's own beforeAll registered after this call runs once both are up.
 */
export function appWithMailForThisFile(): { readonly app: AppFixture; readonly smtp: MailSink } {
  let app: AppFixture | undefined;
  let smtp: MailSink | undefined;
  beforeAll(async () => {
    smtp = await startMailSink();
    app = await startAppFixture();
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('appWithMailForThisFile is read before its beforeAll ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get smtp() {
      return started(smtp);
    },
  };
}
