// The method of My Profile's "E-mail address" section: `users.changeEmail({email, password})`
// answers `{sentTo}` whether or not the address belongs to another account (email-change.ts).
// Server-only.
import { defineMethod, registerMethods } from '../common/define-method';
import { createSchema } from '../common/lists';
import { changeEmail } from './email-change';
import type { PasswordDigest, SignUpAnswer } from './sign-up';
import { changeEmailSchema } from './sign-up-schemas';

export const EMAIL_METHODS = { changeEmail: 'users.changeEmail' } as const;

export const emailMethods = [
  defineMethod<{ form: { email: string; password: PasswordDigest } }, SignUpAnswer>({
    name: EMAIL_METHODS.changeEmail,
    params: createSchema({ form: { type: changeEmailSchema } }),
    access: 'user',
    run: ({ form }, context) => changeEmail(context.userId as string, form.email, form.password, context.connection?.clientAddress ?? null),
  }),
];

export function registerEmailMethods(): void {
  registerMethods(emailMethods as never);
}
