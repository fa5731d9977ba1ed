// The e-mail rule of spec §5: something@domain with a top-level domain of at least two letters.
// The same source feeds SimpleSchema's regEx and the input's HTML `pattern` attribute.

export const EMAIL_PATTERN_SOURCE = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}";

export const EMAIL_REGEX = new RegExp(`^${EMAIL_PATTERN_SOURCE}$`);

export function isEmail(value: string): boolean {
  return EMAIL_REGEX.test(value);
}
