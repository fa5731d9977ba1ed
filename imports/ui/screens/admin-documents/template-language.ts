// Which active template of a type a person is asked to agree to: one in a language they speak.
// Decisions: of the languages they speak, the one they speak best wins (a tie goes to the one
// listed first); when they speak none of the templates' languages, or are not known (yet),
// English, the agency's common language; a type without an English template falls back to its
// first template.
import { type LanguageEntry, levelRank } from '../../../api/common/lists';
import type { DocumentTemplate } from '../../../api/document-templates/schema';

/** A language the person speaks, as `peopleDocuments.spokenLanguages` answers it. */
export type SpokenLanguage = Pick<LanguageEntry, 'language' | 'level'>;

export const FALLBACK_LANGUAGE = 'en';

type Template = Pick<DocumentTemplate, '_id' | 'type' | 'language'>;

export interface TemplateChoice<T extends Template> {
  template: T;
  /** The person's entry for the template's language, when they speak it. */
  spoken?: SpokenLanguage;
}

export function templateForPerson<T extends Template>(templates: readonly T[], type: string, spoken: readonly SpokenLanguage[]): TemplateChoice<T> | undefined {
  const ofType = templates.filter((template) => template.type === type);
  // Array.prototype.sort is stable: equal levels keep the person's own order.
  const best = [...spoken].sort((a, b) => levelRank(b.level) - levelRank(a.level));
  for (const entry of best) {
    const template = ofType.find((item) => item.language === entry.language);
    if (template) return { template, spoken: entry };
  }
  const template = ofType.find((item) => item.language === FALLBACK_LANGUAGE) ?? ofType[0];
  return template ? { template } : undefined;
}
