// The method of My Profile's "E-mail address" section: `users.changeEmail({email, password})`
// answers `{sentTo}` whether or not the address belongs to another account (email-change.ts).
// Server-only.
import { defineMethod } from '../common/define-method';
import { createSchema } from '../common/lists';
import { changeEmail } from './email-change';
import type { PasswordDigest } from './sign-up';
import { changeEmailSchema } from './sign-up-schemas';

export const emailMethods = [
  defineMethod({
    name: 'users.changeEmail',
    params: createSchema({ form: { type: changeEmailSchema } }),
    access: 'user',
    run(form: { email: string; password: PasswordDigest }) {
      return changeEmail(this.userId as string, form.email, form.password, this.connection?.clientAddress ?? null);
    },
  }),
];
