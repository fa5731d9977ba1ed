// A language and the lowest level of it, on the project list and in the expert directory. One
// above the other: side by side, the narrow filter column cut "Any language" and "Any level".
// The level needs a language; clearing the language clears the level, another language keeps it.
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LanguageLevel } from '../../../api/common/lists/language-levels';
import { type LanguageCode } from '../../../api/common/lists/languages';
import type { ListItem } from '../../../api/common/lists/list-item';
import { useListOptions } from '../../i18n/use-list-label';

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

/** "Any …" (no filter), then the list's items. */
function ListOptions({ list, any }: { list: readonly ListItem[]; any: string }) {
  return (
    <>
      <option value="">{any}</option>
      {list.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </>
  );
}

export function LanguageLevelSelect({ idPrefix, value, onChange }: LanguageLevelSelectProps) {
  const intl = useIntl();
  const languages = useListOptions('languages');
  const levels = useListOptions('languageLevels');
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-language`}>
        <Form.Label>
          <FormattedMessage id="listKit.language.label" />
        </Form.Label>
        <Form.Select
          value={value.language ?? ''}
          onChange={(event) => {
            const language = (event.target.value || undefined) as LanguageCode | undefined;
            onChange({ language, languageLevel: language ? value.languageLevel : undefined });
          }}
        >
          <ListOptions list={languages} any={intl.formatMessage({ id: 'listKit.language.any' })} />
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-level`}>
        <Form.Label>
          <FormattedMessage id="listKit.level.label" />
        </Form.Label>
        <Form.Select
          value={value.languageLevel ?? ''}
          disabled={!value.language}
          onChange={(event) => onChange({ language: value.language, languageLevel: (event.target.value || undefined) as LanguageLevel | undefined })}
        >
          <ListOptions list={levels} any={intl.formatMessage({ id: 'listKit.level.any' })} />
        </Form.Select>
      </Form.Group>
    </>
  );
}
