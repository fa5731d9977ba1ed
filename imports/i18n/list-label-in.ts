// A fixed list's label in one language on the server (a mail naming a skill, a page head).
import { intlFor } from './intl';
import { listLabel, type ListName } from './list-labels';
import type { Locale } from './locales';

export function listLabelIn(locale: Locale, name: ListName, value: string): string {
  return listLabel(intlFor(locale), name, value);
}
