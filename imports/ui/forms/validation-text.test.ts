import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n/intl';
import { registerCompanySchema, visitorRequestSchema } from './form-schemas';
import { fieldErrorsFromServer, validateWithSchema } from './schema-errors';
import { SIGN_UP_STEP_FORMS } from './sign-up-step-schemas';

const invalid = (details: unknown[]) => ({ error: 400, reason: 'INVALID', details: JSON.stringify(details) });
// react-intl's IntlShape and @formatjs/intl's differ only in rich-text types, which these messages do not use.
const intl = (locale: 'en' | 'de' | 'cs' | 'pl') => intlFor(locale) as never;

describe('validation messages', () => {
  it("words the server's field errors from their type in the reader's language, and keeps the server's English", () => {
    const error = invalid([
      { name: 'companyIdNumber', type: 'notUnique', message: 'This company is already registered' },
      { name: 'website', type: 'regEx', message: 'Website failed regular expression validation' },
    ]);
    expect(fieldErrorsFromServer(error, { intl: intl('en'), schema: registerCompanySchema })).toEqual({
      companyIdNumber: 'This company is already registered',
      website: 'Website failed regular expression validation',
    });
    expect(fieldErrorsFromServer(error, { intl: intl('cs'), schema: registerCompanySchema })).toEqual({
      companyIdNumber: 'Hodnota v poli „IČO“ se už používá',
      website: 'Pole „Web“ musí obsahovat platnou webovou adresu (https://…)',
    });
  });

  it('gives bounds in the words and plural forms of the language', () => {
    const tooLong = { message: 'x'.repeat(6000), start: 'asap', contact: { name: 'Jan', email: 'jan@firma.cz', consent: true } };
    expect(validateWithSchema(visitorRequestSchema, tooLong, intl('de')).message).toMatch(/^„Was benötigen Sie\?“ darf höchstens [\d.]+ Zeichen lang sein$/);
    const noLanguage = validateWithSchema(SIGN_UP_STEP_FORMS['personal-details-2'], { languages: [] }, intl('pl'));
    expect(noLanguage.languages).toBe('Podaj co najmniej 1 wartość');
  });
});
