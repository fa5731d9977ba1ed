// Schema fields for the filters both lists take (text, skills, place, language, limit). Kept apart
// from listing-filters.ts so the browser, which only builds selectors, does not load the schema
// library on first render; servers validate filter arguments with these.
import { CONTINENTS } from './lists/continents';
import { COUNTRIES } from './lists/countries';
import { LANGUAGE_LEVELS } from './lists/language-levels';
import { LANGUAGES } from './lists/languages';
import { type FieldContext, integer, manyOf, oneOf } from './lists/schema-fields';
import { SKILLS } from './lists/skills';
import { LIMIT_INPUT_MAX, SEARCH_TEXT_MAX } from './search';

/** A level alone says nothing: it qualifies the language filter. */
function onlyWithLanguage(this: FieldContext): string | undefined {
  return this.isSet && !this.siblingField('language').isSet ? 'required' : undefined;
}

/** Schema fields for text, skills and place; spread first so both lists keep one field order. */
export const textSkillsPlaceFilterFields = {
  text: { type: String, max: SEARCH_TEXT_MAX, optional: true },
  ...manyOf('skills', SKILLS, 10),
  country: { ...oneOf(COUNTRIES), optional: true },
  continent: { ...oneOf(CONTINENTS), optional: true },
};

export const languageFilterFields = {
  language: { ...oneOf(LANGUAGES), optional: true },
  languageLevel: { ...oneOf(LANGUAGE_LEVELS), optional: true, custom: onlyWithLanguage },
};

export const limitFilterField = { limit: { ...integer(1, LIMIT_INPUT_MAX), optional: true } };

