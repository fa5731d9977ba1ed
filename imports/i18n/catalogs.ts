// Every area of the message catalogs, for the server (mails, error reasons, the coverage test)
// and the browser's tests. The browser's bundle never imports this file: it loads one
// language's precompiled catalogs per part (scripts/vite-i18n-catalogs.ts).
import { CATALOG_PARTS, type CatalogPart, type MessageArea, type MessageMap } from './define-area';
import { catalogChain, LOCALES, type Locale } from './locales';
import common from './messages/public/common';
import layout from './messages/public/layout';
import listKit from './messages/lists/listKit';
import projects from './messages/projects/projects';
import projectDetail from './messages/project-detail/projectDetail';
import experts from './messages/experts/experts';
import availabilityBadge from './messages/experts/availabilityBadge';
import expertDetail from './messages/expert-detail/expertDetail';
import agreement from './messages/project-detail/agreement';
import matching from './messages/project-detail/matching';
import notifications from './messages/public/notifications';
import pageKit from './messages/public/page-kit';
import pages from './messages/public/pages';
import privacy from './messages/privacy-policy/privacy';
import statuses from './messages/app/statuses';
import listsFields from './messages/lists/lists-fields';
import listsSkillsEngineering from './messages/lists/lists-skills-engineering';
import listsSkillsIt from './messages/lists/lists-skills-it';
import listsTerms from './messages/lists/lists-terms';
import accountMenu from './messages/app/account-menu';
import errors from './messages/app/errors';
import profile from './messages/app/profile';
import company from './messages/app/company';
import myRequests from './messages/app/myRequests';
import myApplications from './messages/app/myApplications';
import documents from './messages/app/documents';
import conversation from './messages/app/conversation';
import adminAccounts from './messages/app/admin-accounts';
import adminDocuments from './messages/app/admin-documents';
import adminPeople from './messages/app/admin-people';
import adminPipeline from './messages/app/admin-pipeline';
import adminProjects from './messages/app/admin-projects';
import adminMatching from './messages/app/admin-matching';
import forms from './messages/app/forms';
import join from './messages/app/join';
import mails from './messages/app/mails';
import modals from './messages/app/modals';
import notificationKinds from './messages/app/notificationKinds';
import savedSearches from './messages/app/savedSearches';
import signUp from './messages/app/sign-up';
import validation from './messages/app/validation';
import availability from './messages/app/availability';

/** Each part's areas, as the folders under messages/ hold them (catalogs.test.ts checks they agree). */
export const PARTS = {
  public: {
    common,
    layout,
    notifications,
    pages,
    'page-kit': pageKit,
  },
  lists: {
    listKit,
    'lists-terms': listsTerms,
    'lists-fields': listsFields,
    'lists-skills-it': listsSkillsIt,
    'lists-skills-engineering': listsSkillsEngineering,
  },
  projects: { projects },
  'project-detail': { projectDetail, agreement, matching },
  experts: { experts, availabilityBadge },
  'expert-detail': { expertDetail },
  'privacy-policy': { privacy },
  app: {
    errors,
    'account-menu': accountMenu,
    mails,
    notificationKinds,
    forms,
    validation,
    modals,
    statuses,
    'sign-up': signUp,
    join,
    profile,
    availability,
    company,
    myRequests,
    myApplications,
    documents,
    conversation,
    'admin-accounts': adminAccounts,
    'admin-documents': adminDocuments,
    'admin-people': adminPeople,
    'admin-pipeline': adminPipeline,
    'admin-projects': adminProjects,
    'admin-matching': adminMatching,
    savedSearches,
  },
} satisfies Record<CatalogPart, Record<string, MessageArea>>;

/** Area name → its catalogs. */
export const AREAS = {
  ...PARTS.public,
  ...PARTS.lists,
  ...PARTS.projects,
  ...PARTS['project-detail'],
  ...PARTS.experts,
  ...PARTS['expert-detail'],
  ...PARTS['privacy-policy'],
  ...PARTS.app,
};

function catalogOf(area: MessageArea, locale: Locale): Partial<MessageMap> {
  return locale === 'en' ? area.en : area.translations[locale];
}

const merged = new Map<string, MessageMap>();

/**
 * A language's messages with the fallbacks filled in (sk → cs → en), as raw ICU strings: of the
 * given parts (default all), as the browser has them once it loaded those parts.
 */
export function messagesFor(locale: Locale, parts: readonly CatalogPart[] = CATALOG_PARTS): MessageMap {
  const key = `${locale}/${parts.join('+')}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = {};
    for (const language of catalogChain(locale)) {
      for (const part of parts) {
        for (const area of Object.values(PARTS[part]) as MessageArea[]) {
          for (const [id, value] of Object.entries(catalogOf(area, language))) if (value !== undefined) messages[id] = value;
        }
      }
    }
    merged.set(key, messages);
  }
  return messages;
}

/**
 * Each part of each language as a loader, as the build's chunks are (scripts/vite-i18n-catalogs.ts):
 * the server renderer and the browser's tests load the parts a screen asks for from here.
 */
export function catalogLoaders(): Record<Locale, Record<CatalogPart, () => Promise<{ default: MessageMap }>>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(CATALOG_PARTS.map((part) => [part, () => Promise.resolve({ default: messagesFor(locale, [part]) })]))]),
  ) as Record<Locale, Record<CatalogPart, () => Promise<{ default: MessageMap }>>>;
}
