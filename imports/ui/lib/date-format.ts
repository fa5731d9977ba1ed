// Date formats made on first use: building an Intl.DateTimeFormat loads locale data (~15 ms the
// first time on a phone-class CPU), which at module level would run while the page's code is
// evaluated, whether or not a date is ever shown. One format per language, made when that
// language first formats.
import type { Locale } from '../../i18n/locales';

export interface DateFormat {
  /** The date in `locale` (the UI's, `useIntl().locale`); English is written as en-GB. */
  format(date: Date, locale?: Locale | string): string;
}

/** The Intl locale of a UI language: English dates are British ("1 Mar 2026"). */
export function dateLocale(locale: Locale | string = 'en'): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** A date format with `options` per language, each constructed the first time it formats. */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return {
    format: (date, locale) => {
      const tag = dateLocale(locale);
      let format = formats.get(tag);
      if (!format) {
        format = new Intl.DateTimeFormat(tag, options);
        formats.set(tag, format);
      }
      return format.format(date);
    },
  };
}

/** '26 Nov 2026': the day a record was made, in lists. */
export const dayMonthYear = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
