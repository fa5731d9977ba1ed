// A thread's subject and a sender's name are worded in the reader's language from data: no
// language gets the English words, an application whose project is gone still reads as a
// sentence, and a message from someone without a name (or an older one that kept 'Someone')
// names them in the reader's words.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n/intl';
import { LOCALES } from '../../i18n/locales';
import { senderText, subjectText, subjectTitleOf } from './subject';

describe('a conversation’s subject in the reader’s words', () => {
  it('quotes the title in every language and says no English word outside English', () => {
    for (const locale of LOCALES) {
      const intl = intlFor(locale);
      const request = subjectText(intl, 'request', 'Two PLC engineers');
      const application = subjectText(intl, 'application', 'Senior Java Developer');
      const unnamed = subjectText(intl, 'application', undefined);
      expect(request).toContain('Two PLC engineers');
      expect(application).toContain('Senior Java Developer');
      expect(new Set([request.replace('Two PLC engineers', ''), application.replace('Senior Java Developer', ''), unnamed]).size).toBe(3);
      if (locale !== 'en') {
        for (const worded of [request, application, unnamed]) expect(worded).not.toMatch(/\b(the|request|application|project)\b/);
      }
    }
    expect(subjectText(intlFor('en'), 'application', undefined)).toBe('the application to a project');
  });

  it('words a sender without a name, and the English word older messages kept, as the reader’s word', () => {
    const german = intlFor('de');
    expect(senderText(german, 'Petra A.')).toBe('Petra A.');
    expect(senderText(german, undefined)).toBe(senderText(german, 'Someone'));
    expect(senderText(german, undefined)).not.toBe('Someone');
  });

  it('keeps the first line of a title, shortened for a sentence', () => {
    expect(subjectTitleOf('  Two PLC engineers \nfor our plant')).toBe('Two PLC engineers');
    const long = subjectTitleOf('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
