// A template's language by name, in the admin's language: English keeps the list's own words
// (api/common/lists/languages.ts), the other languages take Intl's names ("Deutsch", "němčina").
import { useIntl } from 'react-intl';
import { LANGUAGES, labelOf } from '../../../api/common/lists';

export type LanguageName = (code: string) => string;

export function useLanguageName(): LanguageName {
  const { locale } = useIntl();
  if (locale === 'en') return (code) => labelOf(LANGUAGES, code);
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}
