// A user account (Meteor's `users` collection): the spec §3 fields plus the candidate's own data
// from the sign-up wizard under `candidateData`.
//
// Carries docInfo: yes (updatedAt/updatedBy show when a profile last changed; `createdAt` stays
// Meteor's own top-level field, as the spec lists it). Carries accountId: no; a user *chooses*
// a company account, stored as `selectedAccountId`.
//
// Decisions where the spec is silent:
// - The name lives once, in `profile.name`; the wizard's personal-details step writes it there
//   instead of keeping a second copy in `candidateData` that could drift.
// - Campaign data (gclid, utm_*) sits at the top level, not under `candidateData`: customers
//   sign up too, and attribution applies to every account.
// - `services` (password hash, login tokens) is a blackbox owned by the accounts package; it is
//   never published (see OWN_USER_FIELDS).
// - `status` is what the idle reports (user-status-idle/-active) and logins maintain.
// - A CV is PDF or DOCX of at most 10 MB; only its stored file name, original name, type, size
//   and upload time are kept here.
// - Employer names reach the public expert entry only when the candidate opted in
//   (`showEmployerNames`, see employer-names.ts). `hideEmployerNames` is the earlier opt-out,
//   no longer written: stored data keeps validating and, having no opt-in, stays hidden.
// - A deleted account keeps its document as a tombstone (`deletedAt`, a placeholder e-mail, no
//   roles, no personal data) so records kept as legal evidence still point at an account id.
// - `docInfo` holds only `updatedAt`/`updatedBy`: the users collection belongs to the accounts
//   package (no collection2 autoValues), so the app's own writes set them.
import { LOCALES, type Locale } from '../../i18n/locales';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../notifications/kinds';
import { USER_ROLES, type UserRole } from '../common/permissions';
import { SIGN_UP_STEPS, type SignUpStep } from './sign-up-step-list';
import {
  type Availability,
  availabilitySchema,
  arrayOf,
  COUNTRIES,
  type CountryCode,
  createSchema,
  distinctLanguages,
  email,
  experienceEntrySchema,
  type ExperienceEntry,
  FIELDS_OF_EXPERTISE,
  type FieldOfExpertise,
  FILE_TOKEN_PATTERN,
  id,
  INDUSTRIES,
  type Industry,
  integer,
  type LanguageEntry,
  languageEntrySchema,
  LENGTH,
  listOf,
  manyOf,
  oneOf,
  optionalId,
  optionalPhone,
  optionalText,
  type Rate,
  rateSchema,
  type Skill,
  SKILLS,
  text,
  type TypeOfService,
  TYPES_OF_SERVICE,
  WEBSITE_PATTERN,
} from '../common/lists';

// The roles belong to the permission policy; the user document's schema names them from there.
export { USER_ROLES, type UserRole };

// The wizard's steps live apart from the schemas (the browser's app shell needs only them).
export { SIGN_UP_STEPS, type SignUpStep };

export const CV_MIME_TYPES = listOf({
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
});
export type CvMimeType = (typeof CV_MIME_TYPES)[number]['value'];
export const CV_MAX_BYTES = 10 * 1024 * 1024;

export interface CvFile {
  file: string;
  name: string;
  mimeType: CvMimeType;
  size: number;
  uploadedAt: Date;
}

export interface CandidateData {
  phone?: string;
  country?: CountryCode;
  city?: string;
  headline?: string;
  linkedInUrl?: string;
  languages?: LanguageEntry[];
  availability?: Availability;
  expectedRate?: Rate;
  fieldsOfExpertise?: FieldOfExpertise[];
  industries?: Industry[];
  skills?: Skill[];
  typesOfService?: TypeOfService[];
  yearsOfExperience?: number;
  experience?: ExperienceEntry[];
  showEmployerNames?: boolean;
  /** The earlier opt-out, no longer written (employer names are hidden unless opted in). */
  hideEmployerNames?: boolean;
  cv?: CvFile;
  photo?: string;
  completedSteps?: SignUpStep[];
  /** How many times each wizard step was saved: the revision a form's next save is based on. */
  stepRevisions?: Partial<Record<SignUpStep, number>>;
}

export interface Campaign {
  gclid?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_id?: string;
  capturedAt: Date;
}

export interface User {
  _id: string;
  username?: string;
  emails?: { address: string; verified: boolean }[];
  createdAt: Date;
  profile?: { name?: { first: string; last: string }; hiddenPrices?: boolean; language?: Locale };
  roles?: UserRole[];
  selectedAccountId?: string;
  candidateData?: CandidateData;
  campaign?: Campaign;
  services?: Record<string, unknown>;
  status?: { online?: boolean; idle?: boolean; lastActivity?: Date; lastLogin?: { date: Date; ipAddr?: string; userAgent?: string } };
  docInfo?: { updatedAt?: Date; updatedBy?: string };
  deletedAt?: Date;
  /** Set while the account has a directory entry (people/entry-flag.ts). */
  hasDirectoryEntry?: true;
  /** Set while an admin has disabled the account (account-disabling.ts). */
  disabledAt?: Date;
  disabledBy?: string;
  /** Mail per notification category (in-app is always on): the categories switched off, and admins' daily digest. */
  notificationSettings?: NotificationSettings;
  /** When an admin's daily digest last went out (digest.ts). */
  lastDigestAt?: Date;
}

export interface NotificationSettings {
  mailOff?: NotificationCategory[];
  digest?: boolean;
}

export const cvFileSchema = createSchema({
  file: { type: String, regEx: FILE_TOKEN_PATTERN },
  name: text(255),
  mimeType: oneOf(CV_MIME_TYPES),
  size: integer(1, CV_MAX_BYTES),
  uploadedAt: { type: Date },
});

/** Everything the wizard and the profile screen edit; steps validate with `.pick(...)`. */
export const candidateDataSchema = createSchema({
  phone: optionalPhone(),
  country: { ...oneOf(COUNTRIES), optional: true },
  city: optionalText(LENGTH.short),
  headline: optionalText(LENGTH.short),
  linkedInUrl: { type: String, max: 300, regEx: WEBSITE_PATTERN, optional: true, label: 'LinkedIn profile' },
  ...arrayOf('languages', languageEntrySchema, { custom: distinctLanguages, maxCount: 15 }),
  availability: { type: availabilitySchema, optional: true },
  expectedRate: { type: rateSchema, optional: true },
  ...manyOf('fieldsOfExpertise', FIELDS_OF_EXPERTISE, 5),
  ...manyOf('industries', INDUSTRIES, 10),
  ...manyOf('skills', SKILLS, 50),
  ...manyOf('typesOfService', TYPES_OF_SERVICE, TYPES_OF_SERVICE.length),
  yearsOfExperience: { ...integer(0, 60), optional: true },
  ...arrayOf('experience', experienceEntrySchema({ companyOptional: false }), { maxCount: 30 }),
  showEmployerNames: { type: Boolean, optional: true },
  hideEmployerNames: { type: Boolean, optional: true },
  cv: { type: cvFileSchema, optional: true },
  photo: { type: String, regEx: FILE_TOKEN_PATTERN, optional: true },
  ...manyOf('completedSteps', SIGN_UP_STEPS, SIGN_UP_STEPS.length),
  stepRevisions: { type: Object, optional: true },
  ...Object.fromEntries(SIGN_UP_STEPS.map((step) => [`stepRevisions.${step.value}`, { ...integer(1, 1_000_000_000), optional: true }])),
});

const campaignValue = { type: String, max: 200, optional: true };

export const campaignSchema = createSchema({
  gclid: campaignValue,
  utm_source: campaignValue,
  utm_medium: campaignValue,
  utm_campaign: campaignValue,
  utm_id: campaignValue,
  capturedAt: { type: Date },
});

export const userSchema = createSchema({
  _id: optionalId(),
  username: optionalText(60),
  ...arrayOf('emails', createSchema({ address: email(), verified: { type: Boolean } }), { maxCount: 5 }),
  createdAt: { type: Date },
  profile: { type: Object, optional: true },
  'profile.name': { type: Object, optional: true },
  'profile.name.first': text(LENGTH.name),
  'profile.name.last': text(LENGTH.name),
  'profile.hiddenPrices': { type: Boolean, optional: true },
  /** The language the user chose (imports/i18n/locales.ts): screens, mails and error reasons. */
  'profile.language': { type: String, allowedValues: [...LOCALES], optional: true },
  ...manyOf('roles', USER_ROLES, USER_ROLES.length),
  selectedAccountId: { ...id(), optional: true },
  candidateData: { type: candidateDataSchema, optional: true },
  campaign: { type: campaignSchema, optional: true },
  services: { type: Object, blackbox: true, optional: true },
  status: { type: Object, optional: true },
  'status.online': { type: Boolean, optional: true },
  'status.idle': { type: Boolean, optional: true },
  'status.lastActivity': { type: Date, optional: true },
  'status.lastLogin': { type: Object, optional: true },
  'status.lastLogin.date': { type: Date },
  'status.lastLogin.ipAddr': optionalText(45),
  'status.lastLogin.userAgent': optionalText(1000),
  docInfo: { type: Object, optional: true },
  'docInfo.updatedAt': { type: Date, optional: true },
  'docInfo.updatedBy': { ...id(), optional: true },
  deletedAt: { type: Date, optional: true },
  hasDirectoryEntry: { type: Boolean, optional: true },
  disabledAt: { type: Date, optional: true },
  disabledBy: { ...id(), optional: true },
  notificationSettings: { type: Object, optional: true },
  ...manyOf('notificationSettings.mailOff', NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORIES.length),
  'notificationSettings.digest': { type: Boolean, optional: true },
  lastDigestAt: { type: Date, optional: true },
  // The retention run's question whether to keep an idle account (api/retention/idle-accounts.ts).
  retention: { type: Object, optional: true },
  'retention.keepClaimAt': { type: Date, optional: true },
  'retention.keepAskedAt': { type: Date, optional: true },
  // The reminder that the availability is unconfirmed (api/availability/reminder.ts): present
  // while a "still true" link is out; a save or confirmation removes it. Never published.
  availabilityReminder: { type: Object, optional: true },
  'availabilityReminder.sentAt': { type: Date },
  'availabilityReminder.hashedToken': { type: String, max: 100 },
  'availabilityReminder.expiresAt': { type: Date },
});

/** What a user's own client receives about themselves: never `services`. */
export const OWN_USER_FIELDS = {
  username: 1,
  emails: 1,
  createdAt: 1,
  profile: 1,
  roles: 1,
  selectedAccountId: 1,
  candidateData: 1,
  notificationSettings: 1,
} as const;
