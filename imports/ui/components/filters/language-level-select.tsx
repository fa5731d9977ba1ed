// A language and the lowest level of it, on the project list and in the expert directory. One
// above the other: side by side, the narrow filter column cut "Any language" and "Any level".
// The level needs a language; clearing the language clears the level, another language keeps it.
import Form from 'react-bootstrap/Form';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../../api/common/lists/language-levels';
import { type LanguageCode, LANGUAGES } from '../../../api/common/lists/languages';
import { FILTER_WORDS } from '../page/words';

export interface LanguageLevelValue {
  language?: LanguageCode;
  languageLevel?: LanguageLevel;
}

export interface LanguageLevelSelectProps {
  /** Prefix of the selects' ids ("expert-filter" → "expert-filter-language"). */
  idPrefix: string;
  value: LanguageLevelValue;
  onChange(value: LanguageLevelValue): void;
}

export function LanguageLevelSelect({ idPrefix, value, onChange }: LanguageLevelSelectProps) {
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-language`}>
        <Form.Label>{FILTER_WORDS.language}</Form.Label>
        <Form.Select
          value={value.language ?? ''}
          onChange={(event) => {
            const language = (event.target.value || undefined) as LanguageCode | undefined;
            onChange({ language, languageLevel: language ? value.languageLevel : undefined });
          }}
        >
          <option value="">{FILTER_WORDS.anyLanguage}</option>
          {LANGUAGES.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-level`}>
        <Form.Label>{FILTER_WORDS.level}</Form.Label>
        <Form.Select
          value={value.languageLevel ?? ''}
          disabled={!value.language}
          onChange={(event) => onChange({ language: value.language, languageLevel: (event.target.value || undefined) as LanguageLevel | undefined })}
        >
          <option value="">{FILTER_WORDS.anyLevel}</option>
          {LANGUAGE_LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
