// The same words for the same things on every screen: counts, list actions and save feedback.
// Screens take their wording from here instead of spelling it again.
import { formatNumber } from '../../lib/money';

/** 1234 → '1,234' (without Intl: its first use loads locale data in the middle of hydration). */
export function formatCount(count: number): string {
  return formatNumber(count, { decimals: 0 });
}

/** "1 project found", "1,234 projects found", "No projects found"; `shown` adds ", showing N". */
export function foundText(count: number, noun: { one: string; many: string }, shown?: number): string {
  if (count === 0) return `No ${noun.many} found`;
  const found = count === 1 ? `1 ${noun.one} found` : `${formatCount(count)} ${noun.many} found`;
  return shown !== undefined && shown < count ? `${found}, showing ${formatCount(shown)}` : found;
}

/** "No project matches these filters.": the empty state of a filtered list. */
export function noMatchText(noun: { one: string }): string {
  return `No ${noun.one} matches these filters.`;
}

/** After a sign-up or an address change: the same words whether or not the address has an account. */
export function linkSentText(address: string): string {
  return `We sent a link to ${address}. Open it to confirm your address and continue.`;
}

export const WORDS = {
  loadMore: 'Load more',
  loading: 'Loading…',
  resetFilters: 'Reset filters',
  filtersHint: 'Try fewer filters, or reset them.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  cancel: 'Cancel',
  keepIt: 'Keep it',
  edit: 'Edit',
  back: 'Back',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  tryAgain: 'Try again',
  /** The way back into the sign-up wizard, for a candidate who left it before its end. */
  continueProfile: 'Continue your profile',
  notAllowed: 'You are not allowed to see this page.',
  /** The one way a company joins: the register-company dialog's title and every button opening it. */
  registerCompany: 'Register your company',
  /** What registering offers, where a visitor chooses between joining as an expert or a company. */
  registerCompanyWhy: "Create your company's account to send requests for experts and see their rates.",
  /** Where an expert's rate would be, for those who see none: the promise registerCompanyWhy makes. */
  ratesForCompanies: 'Rates are shown to company accounts.',
} as const;

/** The filter labels of the project list and the expert directory: the same words on both. */
export const FILTER_WORDS = {
  search: 'Search',
  place: 'Location',
  language: 'Language',
  anyLanguage: 'Any language',
  level: 'Level',
  anyLevel: 'Any level',
  rate: 'Rate',
  minimum: 'Minimum',
  maximum: 'Maximum',
  currency: 'Currency',
  per: 'Per',
  sortBy: 'Sort by',
  /** The relevance order of a text search, on both public lists. */
  bestMatch: 'Best match',
} as const;
