// Every language's skill labels for the free-text search (search.ts): "strojové učení",
// "maschinelles Lernen" or "gépi tanulás" finds machine learning as "machine learning" does,
// whatever the reader's language. The text index stays language-neutral (the skills field holds
// skill values); only the typed word is widened to the skills it names. Server only: it reads
// every catalog.
import { intlFor } from '../../i18n/intl';
import { listItems, listLabel } from '../../i18n/list-labels';
import { LOCALES } from '../../i18n/locales';
import { addSkillNames } from './search';

export function searchSkillsInEveryLanguage(): void {
  for (const locale of LOCALES) {
    const intl = intlFor(locale);
    addSkillNames(listItems('skills').map((item) => ({ skill: item.value, label: listLabel(intl, 'skills', item.value) })));
  }
}
