// What `companies.register` answers, browser-safe: the new company's id, or, when the country and
// company ID number are already registered, that the registration went to the agency.
export interface ReferredRegistration {
  referredToAgency: true;
}

export type RegisterCompanyAnswer = string | ReferredRegistration;

export const REFERRED_MESSAGE = "The agency will check this company's registration and contact you.";
