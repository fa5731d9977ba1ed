// My Profile: the language of the app and of the mails we send (the user's saved choice). Choosing
// one switches the app at once and saves it on the account (useLocale's changeLocale).
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, LOCALES, nativeLanguageName } from '../../../i18n/locales';
import { SectionCard } from '../../components/page/section-card';
import { useLocale } from '../../i18n/locale-context';

export function LanguageSection() {
  const { locale, changeLocale } = useLocale();
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const selectId = useId();
  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setFailed(false);
    changeLocale(value).catch(() => setFailed(true));
  };
  return (
    <SectionCard title={intl.formatMessage({ id: 'profile.language.title' })} description={intl.formatMessage({ id: 'profile.language.description' })}>
      <Form.Group controlId={selectId} className="mb-0">
        <Form.Label>
          <FormattedMessage id="profile.language.label" />
        </Form.Label>
        <Form.Select value={locale} onChange={(event) => choose(event.target.value)} style={{ maxWidth: '20rem' }}>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {nativeLanguageName(option)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {failed && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          <FormattedMessage id="profile.language.failed" />
        </p>
      )}
    </SectionCard>
  );
}
