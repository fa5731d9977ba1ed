// Every area of the message catalogs, for the server (mails, error reasons, the coverage test)
// and the browser's tests. The browser's bundle never imports this file: it loads one
// language's precompiled catalogs per part (scripts/vite-i18n-catalogs.ts).
import { CATALOG_PARTS, type CatalogPart, type MessageArea, type MessageMap } from './define-area';
import { catalogChain, type Locale } from './locales';
import common from './messages/public/common';
import layout from './messages/public/layout';
import listKit from './messages/public/listKit';
import projects from './messages/public/projects';
import projectDetail from './messages/public/projectDetail';
import experts from './messages/public/experts';
import expertDetail from './messages/public/expertDetail';
import agreement from './messages/public/agreement';
import notifications from './messages/public/notifications';
import pageKit from './messages/public/page-kit';
import pages from './messages/public/pages';
import privacy from './messages/public/privacy';
import statuses from './messages/public/statuses';
import listsFields from './messages/public/lists-fields';
import listsSkillsEngineering from './messages/public/lists-skills-engineering';
import listsSkillsIt from './messages/public/lists-skills-it';
import listsTerms from './messages/public/lists-terms';
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
import forms from './messages/app/forms';
import join from './messages/app/join';
import mails from './messages/app/mails';
import modals from './messages/app/modals';
import notificationKinds from './messages/app/notificationKinds';
import signUp from './messages/app/sign-up';
import validation from './messages/app/validation';

/** Each part's areas, as the folders under messages/ hold them (catalogs.test.ts checks they agree). */
export const PARTS = {
  public: {
    common,
    layout,
    agreement,
    notifications,
    pages,
    'page-kit': pageKit,
    privacy,
    statuses,
    'lists-terms': listsTerms,
    'lists-fields': listsFields,
    'lists-skills-it': listsSkillsIt,
    'lists-skills-engineering': listsSkillsEngineering,
    listKit,
    projects,
    projectDetail,
    experts,
    expertDetail,
  },
  app: {
    errors,
    'account-menu': accountMenu,
    mails,
    notificationKinds,
    forms,
    validation,
    modals,
    'sign-up': signUp,
    join,
    profile,
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
  },
} satisfies Record<CatalogPart, Record<string, MessageArea>>;

/** Area name → its catalogs. */
export const AREAS = { ...PARTS.public, ...PARTS.app };

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
