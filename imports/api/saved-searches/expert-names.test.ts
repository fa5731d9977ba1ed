// The experts an expert search's alert names, worded in the reader's language: the names kept with
// the event and "and N more" for those it found beyond them, in each language's own list and plural
// (Czech keeps "a" on the line of the name after it: Intl's no-break space).
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n/intl';
import { notificationText } from '../notifications/kinds';
import { expertNamesText } from './expert-names';

const THREE = 'Anna K.\nPetr N.\nEva S.';

describe('expertNamesText', () => {
  it('names one expert as they are, several as a list of the reader’s language', () => {
    expect(expertNamesText(intlFor('en'), 'Anna K.', 1)).toBe('Anna K.');
    expect(expertNamesText(intlFor('en'), THREE, 3)).toBe('Anna K., Petr N. and Eva S.');
    expect(expertNamesText(intlFor('de'), THREE, 3)).toBe('Anna K., Petr N. und Eva S.');
  });

  it('counts the experts beyond the named ones', () => {
    expect(expertNamesText(intlFor('en'), THREE, 5)).toBe('Anna K., Petr N., Eva S. and 2 more');
    expect(expertNamesText(intlFor('cs'), THREE, 8)).toBe('Anna K., Petr N., Eva S. a\u00a0dalších 5');
    expect(expertNamesText(intlFor('hu'), THREE, 4)).toBe('Anna K., Petr N., Eva S. és további 1');
  });
});

describe('the search.matched sentence of an expert search', () => {
  const params = { searchName: 'Java in Brno', count: '5', expertNames: THREE };

  it('names the experts in every language, with its plural', () => {
    expect(notificationText(intlFor('en'), 'search.matched', params)).toBe('5 new experts match your saved search “Java in Brno”: Anna K., Petr N., Eva S. and 2 more');
    expect(notificationText(intlFor('cs'), 'search.matched', { ...params, count: '3' })).toBe('Vašemu uloženému hledání „Java in Brno“ odpovídají 3 noví experti: Anna K., Petr N. a\u00a0Eva S.');
    expect(notificationText(intlFor('pl'), 'search.matched', params)).toBe('5 nowych ekspertów pasuje do Twojego zapisanego wyszukiwania „Java in Brno”: Anna K., Petr N., Eva S. i jeszcze 2');
  });

  it('keeps the project sentence for a project search', () => {
    expect(notificationText(intlFor('en'), 'search.matched', { searchName: 'Java', count: '1', projectTitle: 'Payments API' })).toBe('A new project matches your saved search “Java”: Payments API.');
  });
});
