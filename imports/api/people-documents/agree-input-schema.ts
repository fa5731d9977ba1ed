// What a person may state when agreeing to a document (`peopleDocuments.agree`'s `agreement`):
// browser-safe, so the agreement form validates with the server's own rules. Everything else of
// the agreement record (server time, IP address, user agent, identity, text hash) is set by the
// server and is an unknown key here.
import { COMPANY_ID_PATTERN, createSchema, IMAGE_DATA_URL_PATTERN, LENGTH, optionalText, URL_PATTERN } from '../common/lists';
import { SCREENSHOT_MAX_CHARS } from './schema';

export const agreeInputSchema = createSchema({
  clientTime: { type: Date, optional: true },
  clickedAt: { type: Date, optional: true },
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  company: optionalText(LENGTH.short),
  companyIdNo: { type: String, max: 30, regEx: COMPANY_ID_PATTERN, optional: true },
  address: optionalText(500),
  screenshot: { type: String, max: SCREENSHOT_MAX_CHARS, regEx: IMAGE_DATA_URL_PATTERN, optional: true },
});

/** Details a template asks the person for with a `{{placeholder}}` left open in the text. */
export const AGREEMENT_DETAILS = [
  { value: 'company', label: 'Company' },
  { value: 'companyIdNo', label: 'Company ID number' },
  { value: 'address', label: 'Address' },
] as const;
export type AgreementDetail = (typeof AGREEMENT_DETAILS)[number]['value'];

/** The details whose placeholder is still open in `text` (the form asks for these, required). */
export function detailsAskedFor(text: string | undefined): AgreementDetail[] {
  return AGREEMENT_DETAILS.filter(({ value }) => new RegExp(`\\{\\{\\s*${value}\\s*\\}\\}`).test(text ?? '')).map(({ value }) => value);
}
