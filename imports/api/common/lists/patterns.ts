// Regular expressions shared by every schema. Each is anchored and bounded so it cannot be
// tricked by partial matches; lengths are capped separately by the schema's `max`.

/**
 * An e-mail address whose domain ends in a top-level domain of at least two letters (spec §5):
 * `anna@firma.cz` passes, `anna@localhost` and `anna@firma.c` do not.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

/** URL slug: lower-case words joined by single hyphens (`senior-java-developer-prague`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Document ids: Meteor's 17-character ids (unmistakable alphabet) or Mongo ObjectId hex. */
export const ID_PATTERN = /^(?:[23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz]{17}|[0-9a-f]{24})$/;

/** A phone number as people type it: optional +, digits, spaces, dashes, dots, brackets. */
export const PHONE_PATTERN = /^\+?[0-9](?:[0-9 ()./-]{4,22})[0-9]$/;

/** Text without line breaks, for form fields that end up in mail headers (name, subject). */
export const SINGLE_LINE_PATTERN = /^[^\r\n]*$/;

/** A public web address (company website): http(s), a dotted host name with a real TLD. */
export const WEBSITE_PATTERN =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::[0-9]{1,5})?(?:[/?#][^\s]*)?$/;

/** Any http(s) address without spaces (page addresses recorded with an agreement, incl. localhost). */
export const URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#][^\s]*)?$/;

/**
 * A stored file's name in the upload folder (photo, CV): a random token with an optional
 * extension. No slashes or leading dots, so it can never address a path outside the folder.
 */
export const FILE_TOKEN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}(?:\.[a-z0-9]{2,5})?$/;

/** Lower-case hex SHA-256 digest. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** EU VAT identification number: a country prefix and 2–13 letters or digits, no spaces. */
export const VAT_ID_PATTERN = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/;

/** National company registration numbers (IČO, KRS, Handelsregister): digits, letters, separators. */
export const COMPANY_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z ./-]{1,28}[0-9A-Za-z]$/;

/** IPv4 or IPv6 address text as the connection reports it. */
export const IP_ADDRESS_PATTERN = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9A-Fa-f:]{2,39}(?::[0-9]{1,3}(?:\.[0-9]{1,3}){3})?)$/;

/** Project reference numbers as agencies print them: `P-2026-0142`. */
export const PROJECT_REFERENCE_PATTERN = /^P-[0-9]{4}-[0-9]{4,6}$/;

/** A screenshot recorded with an agreement: an inline PNG, JPEG or WebP image. */
export const IMAGE_DATA_URL_PATTERN = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An id or a URL name, so a detail page (`/engine/p/{idOrUrlName}`) can be looked up either way. */
export const ID_OR_URL_NAME_PATTERN = new RegExp(`(?:${ID_PATTERN.source})|(?:${SLUG_PATTERN.source})`);
