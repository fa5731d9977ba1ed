// The schemas of the forms the shell offers. The request, contact and company schemas are the
// arguments of server methods the spec does not show yet; the domain API is to validate with
// these same objects (moving them to imports/api/<collection>/schema.ts and importing them here).
import SimpleSchema from 'simpl-schema';
import { EMAIL_REGEX } from './email-pattern';

const email = { type: String, regEx: EMAIL_REGEX, max: 200, label: 'E-mail' };
const name = { type: String, max: 100, label: 'Your name' };
const phone = { type: String, max: 40, optional: true, label: 'Phone' };

export const loginSchema = new SimpleSchema({
  email,
  password: { type: String, max: 200, label: 'Password' },
});

export const forgotPasswordSchema = new SimpleSchema({ email });

export const sendRequestSchema = new SimpleSchema({
  peopleId: { type: String, optional: true },
  name,
  email,
  phone,
  company: { type: String, max: 200, optional: true, label: 'Company' },
  message: { type: String, max: 2000, label: 'What do you need?' },
});

export const contactUsSchema = new SimpleSchema({
  name,
  email,
  phone,
  subject: { type: String, max: 200, optional: true, label: 'Subject' },
  message: { type: String, max: 2000, label: 'Message' },
  consent: { type: Boolean, label: 'I agree that my details are used to answer this message' },
});

export const registerCompanySchema = new SimpleSchema({
  companyName: { type: String, max: 200, label: 'Company name' },
  companyIdNo: { type: String, max: 50, optional: true, label: 'Company ID number' },
  country: { type: String, max: 100, optional: true, label: 'Country' },
  name: { ...name, label: 'Contact person' },
  email,
  phone,
  message: { type: String, max: 2000, optional: true, label: 'What kind of experts are you looking for?' },
});
