// The schemas of the app's forms. Every form that ends in a server method is built from the
// method's own argument schema (imported from the browser-safe imports/api files), so the
// browser and the server validate with the same rules; only labels (and, for passwords, which
// the browser hashes before sending, the plain-text input) are the client's own.
import SimpleSchema from 'simpl-schema';
import { companyInputSchema } from '../../api/companies/company-input-schema';
import { invitationInputSchema } from '../../api/company-invitations/invitation-input-schema';
import { contactMessageInputSchema } from '../../api/contact-messages/contact-message-input-schema';
import { invitationRequestInputSchema } from '../../api/invitation-requests/invitation-request-input-schema';
import { cancelRequestInputSchema } from '../../api/requests/cancel-request-input-schema';
import { requestContactInputSchema, sendRequestInputSchema } from '../../api/requests/send-request-input-schema';
import { signUpCustomerSchema, signUpStartSchema } from '../../api/users/sign-up-schemas';
import { EMAIL_REGEX } from './email-pattern';

/** A copy of `schema` reduced to `keys`, with the client's labels (the original stays untouched). */
function formOf(schema: SimpleSchema, keys: string[], labels: Record<string, string>): SimpleSchema {
  const form = schema.clone().pick(...keys);
  form.labels(labels);
  return form;
}

const email = { type: String, regEx: EMAIL_REGEX, max: 200, label: 'E-mail' };

/** Shortest password the forms accept (the server only ever sees its SHA-256 digest). */
export const PASSWORD_MIN = 8;

export const loginSchema = new SimpleSchema({
  email,
  password: { type: String, max: 200, label: 'Password' },
});

export const forgotPasswordSchema = new SimpleSchema({ email });

/** A new password typed twice (reset, enrolment, sign-up). */
export const newPasswordFields = {
  password: { type: String, min: PASSWORD_MIN, max: 200, label: 'New password' },
  confirmPassword: {
    type: String,
    max: 200,
    label: 'New password again',
    custom(this: { value: unknown; field(name: string): { value: unknown } }) {
      return this.value === this.field('password').value ? undefined : 'passwordMismatch';
    },
  },
};

const passwordOptions = {
  getErrorMessage: (error: { type: string }) => (error.type === 'passwordMismatch' ? 'The two passwords are not the same' : undefined),
};

export const newPasswordSchema = new SimpleSchema(newPasswordFields, passwordOptions);

const requestLabels = {
  message: 'What do you need?',
  start: 'Start',
  duration: 'Duration in months',
  expertsWanted: 'How many experts?',
  skills: 'Required skills',
  languages: 'Required languages',
  'rate.min': 'Minimum rate',
  'rate.max': 'Maximum rate',
  'rate.currency': 'Currency',
  'rate.unit': 'Per',
};

/** The keys both request forms fill in (the optional requirements included). */
const REQUEST_FORM_KEYS = ['message', 'start', 'duration', 'expertsWanted', 'skills', 'languages', 'rate'];

/** A logged-in customer's request (`peopleRequests.send` without contact). */
export const customerRequestSchema = formOf(sendRequestInputSchema, REQUEST_FORM_KEYS, requestLabels);

const contactPart = requestContactInputSchema.clone();
contactPart.labels({
  name: 'Your name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  consent: 'I agree that my details are used to answer this request',
});

/** A visitor's request: the same, plus the contact details (required) with consent. */
export const visitorRequestSchema = formOf(sendRequestInputSchema, REQUEST_FORM_KEYS, requestLabels).extend({
  contact: { type: contactPart },
});

/** `contactMessages.send`; the page address is added when sending. */
export const contactUsSchema = formOf(
  contactMessageInputSchema,
  ['name', 'email', 'phone', 'company', 'subject', 'message', 'consent'],
  {
    name: 'Your name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    subject: 'Subject',
    message: 'Message',
    consent: 'I agree that my details are used to answer this message',
  },
);

const companyLabels = {
  name: 'Company name',
  companyIdNumber: 'Company ID number',
  country: 'Country of registration',
  vatId: 'VAT ID',
  website: 'Website',
  'address.street': 'Street and number',
  'address.postalCode': 'Postal code',
  'address.city': 'City',
};

/** `companies.register` for a logged-in user. */
export const registerCompanySchema = formOf(companyInputSchema, ['name', 'companyIdNumber', 'country', 'vatId', 'website', 'address'], companyLabels);

/**
 * `companies.update`: what an owner may change (the country and ID number identify the company),
 * with the registration's rules: the name stays required, an emptied optional detail is sent in
 * `clear` (see the company screen).
 */
export const updateCompanySchema = formOf(companyInputSchema, ['name', 'vatId', 'website', 'address'], companyLabels);

/** `requests.cancel` without the request id: the reason the agency reads in the history. */
export const cancelRequestSchema = formOf(cancelRequestInputSchema, ['note'], { note: 'Why are you cancelling? (optional, the agency reads it)' });

/** `companies.invite` without the company id (the page knows it). */
export const inviteMemberSchema = formOf(invitationInputSchema, ['email', 'role'], { email: "Colleague's e-mail", role: 'Role' });

/** A copy of the nested name schema at `key` with first/last labels. */
function nameLabelled(schema: SimpleSchema, key: string): SimpleSchema {
  const definition = schema.getDefinition(key);
  const nested = (definition?.type[0] as { type?: unknown } | undefined)?.type;
  if (!SimpleSchema.isSimpleSchema(nested)) throw new Error(`${key} is not a nested schema`);
  const copy = (nested as SimpleSchema).clone();
  copy.labels({ first: 'First name', last: 'Last name' });
  return copy;
}

/** `invitationRequests.create` without `kind` (the form knows which account is wanted). */
export const invitationRequestSchema = formOf(invitationRequestInputSchema, ['email', 'company', 'phone', 'message', 'consent'], {
  email: 'E-mail',
  company: 'Company',
  phone: 'Phone',
  message: 'What kind of experts are you looking for?',
  consent: 'I agree that my details are used to handle this request',
}).extend({ name: { type: nameLabelled(invitationRequestInputSchema, 'name') } });

const accountPasswordSchema = new SimpleSchema(
  {
    password: { ...newPasswordFields.password, label: 'Password' },
    confirmPassword: { ...newPasswordFields.confirmPassword, label: 'Password again' },
  },
  passwordOptions,
);

const signUpLabels = {
  email: 'E-mail',
  'name.first': 'First name',
  'name.last': 'Last name',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
};

/** `users.signUp.start` as typed: the plain password is hashed before it is sent. */
export const candidateSignUpSchema = formOf(signUpStartSchema, ['email', 'phone', 'country', 'city'], signUpLabels)
  .extend({ name: { type: nameLabelled(signUpStartSchema, 'name') } })
  .extend(accountPasswordSchema);

/** The join screen for everyone but experts (`users.acceptInvitation`): the name, then a new password. */
export const joinWithNameSchema = new SimpleSchema({ name: { type: nameLabelled(signUpCustomerSchema, 'name') } }, passwordOptions).extend(newPasswordSchema);

/** `users.signUpCustomer` as typed. */
export const customerSignUpSchema = formOf(signUpCustomerSchema, ['email'], signUpLabels)
  .extend({ name: { type: nameLabelled(signUpCustomerSchema, 'name') } })
  .extend(accountPasswordSchema);
