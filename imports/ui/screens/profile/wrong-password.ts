// A signed-in user exists, so the server's 403 to a password check (worded ambiguously on purpose
// by Meteor) means a wrong current password: said on the form's password field.
import type { IntlShape } from 'react-intl';

export async function withWrongPasswordOn<T>(field: string, intl: IntlShape, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = (error as { error?: unknown } | null)?.error;
    if (code === 403 || code === '403') {
      throw { error: 400, reason: 'INVALID', details: JSON.stringify([{ name: field, message: intl.formatMessage({ id: 'profile.password.wrong' }) }]) };
    }
    throw error;
  }
}
