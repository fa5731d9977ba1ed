// The language choice as a labelled select: the six languages each in its own name (a reader
// who does not understand the current language still finds theirs), marked with its `lang` so
// screen readers pronounce it. Part of the server-rendered shell (footer, header) and of My
// Profile: a plain select renders the same on the server and in the browser.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALES, nativeLanguageName } from '../../i18n/locales';
import { useLocale } from './locale-context';

export interface LanguageSwitcherProps {
  className?: string;
  /** A small select for the header and footer; the profile form uses the regular size. */
  size?: 'sm';
}

export function LanguageSwitcher({ className, size }: LanguageSwitcherProps) {
  const { locale, changeLocale } = useLocale();
  const id = useId();
  return (
    <div className={`d-flex align-items-center gap-2 ${className ?? ''}`.trim()}>
      <Form.Label htmlFor={id} className={size ? 'mb-0 small' : 'mb-0'}>
        <FormattedMessage id="layout.language.label" />
      </Form.Label>
      <Form.Select
        id={id}
        size={size}
        className="w-auto"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) changeLocale(event.target.value).catch((error: unknown) => console.error('The language could not be loaded', error));
        }}
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeLanguageName(language)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
