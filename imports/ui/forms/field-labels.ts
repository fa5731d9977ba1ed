// The words of a form field's label in the reader's language. The schemas (the server's, and the
// client's copies in form-schemas.ts) carry English labels; the kit shows each through the
// message named here for that English label, and a label without one as it is.
import type { IntlShape } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import type { MessageId } from '../../i18n/message-ids';

/** English label → its message. */
const LABEL_IDS: Record<string, MessageId> = {
  'E-mail': 'forms.label.email',
  "Colleague's e-mail": 'forms.label.colleagueEmail',
  'Password': 'forms.label.password',
  'Password again': 'forms.label.passwordAgain',
  'New password': 'forms.label.newPassword',
  'New password again': 'forms.label.newPasswordAgain',
  'Code from your authenticator app': 'forms.label.code',
  'Your name': 'forms.label.yourName',
  'First name': 'forms.label.firstName',
  'Last name': 'forms.label.lastName',
  'Phone': 'forms.label.phone',
  'Company': 'forms.label.company',
  'Subject': 'forms.label.subject',
  'Message': 'forms.label.message',
  'I agree that my details are used to answer this message': 'forms.label.consentMessage',
  'I agree that my details are used to answer this request': 'forms.label.consentRequest',
  'I agree that my details are used to handle this request': 'forms.label.consentInvitation',
  'What do you need?': 'forms.label.whatDoYouNeed',
  'Start': 'forms.label.start',
  'Duration in months': 'forms.label.durationMonths',
  'How many experts?': 'forms.label.expertsWanted',
  'What kind of experts are you looking for?': 'forms.label.expertsLookingFor',
  'Company name': 'forms.label.companyName',
  'Company ID number': 'forms.label.companyIdNumber',
  'Country of registration': 'forms.label.countryOfRegistration',
  'VAT ID': 'forms.label.vatId',
  'Website': 'forms.label.website',
  'Street and number': 'forms.label.street',
  'Postal code': 'forms.label.postalCode',
  'City': 'forms.label.city',
  'Country': 'forms.label.country',
  'Why are you cancelling? (optional, the agency reads it)': 'forms.label.cancelNote',
  'Role': 'forms.label.role',
  'Languages you speak': 'forms.label.languages',
  'Language': 'forms.label.language',
  'Which language?': 'forms.label.whichLanguage',
  'Other language': 'forms.label.otherLanguage',
  'Level': 'forms.label.level',
  'Available from': 'forms.label.availableFrom',
  'Workload (% of full time)': 'forms.label.workload',
  'Availability status': 'availability.field.status',
  'Not available from': 'availability.field.blockedFrom',
  'Until': 'availability.field.blockedTo',
  'Expected rate': 'forms.label.expectedRate',
  'Minimum rate': 'forms.label.minimumRate',
  'Maximum rate': 'forms.label.maximumRate',
  'Currency': 'forms.label.currency',
  'Per': 'forms.label.per',
  'Headline': 'forms.label.headline',
  'Fields of expertise': 'forms.label.fieldsOfExpertise',
  'Industries': 'forms.label.industries',
  'Industry': 'forms.label.industry',
  'Skills': 'forms.label.skills',
  'Required skills': 'forms.label.requiredSkills',
  'Required languages': 'forms.label.requiredLanguages',
  'Types of service': 'forms.label.typesOfService',
  'Years of experience': 'forms.label.yearsOfExperience',
  'Positions': 'forms.label.positions',
  'Employer': 'forms.label.employer',
  'From': 'forms.label.from',
  'To (empty: until now)': 'forms.label.to',
  'What you did': 'forms.label.whatYouDid',
  "Show my employers' names on my public expert profile": 'forms.label.showEmployerNames',
  'LinkedIn profile': 'forms.label.linkedIn',
  'Your CV': 'forms.label.cv',
};

/** `english` (a schema's label) in the reader's language. */
export function translatedLabel(intl: IntlShape, english: string): string {
  const id = LABEL_IDS[english];
  return id ? intl.formatMessage({ id }) : english;
}

/** The label of the schema key `name` ('contact.email', 'experience.2.role') in the reader's language. */
export function fieldLabel(intl: IntlShape, schema: SimpleSchema, name: string): string {
  let english: string | undefined;
  try {
    english = schema.label(name) ?? undefined;
  } catch {
    english = undefined;
  }
  return translatedLabel(intl, english ?? name);
}
