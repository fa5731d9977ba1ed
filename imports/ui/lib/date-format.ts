// Date formats made on first use: building an Intl.DateTimeFormat loads locale data (~15 ms the
// first time on a phone-class CPU), which at module level would run while the page's code is
// evaluated, whether or not a date is ever shown.

export interface DateFormat {
  format(date: Date): string;
}

/** An en-GB date format with `options`, constructed the first time it formats. */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  let format: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(date),
  };
}

/** '26 Nov 2026': the day a record was made, in lists. */
export const dayMonthYear = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
