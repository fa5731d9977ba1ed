// The outbox's methods: admins send a waiting or failed mail again (retry.ts).
import { defineMethod } from '../common/define-method';
import { createSchema } from '../common/lists';
import { retryMail } from './retry';
import { mailId } from './schema';

export const retryMailMethod = defineMethod({
  name: 'mailOutbox.retry',
  params: createSchema({ mailId: mailId() }),
  access: 'admin',
  run: (id: string) => retryMail(id),
});

export const mailOutboxMethods = [retryMailMethod];
