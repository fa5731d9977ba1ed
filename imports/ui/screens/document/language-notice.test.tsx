import '../../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it } from 'vitest';
import type { MyDocument } from '../../../api/people-documents/schema';
import { intlWrapper } from '../../testing/intl-wrapper';
import { LanguageNotice } from './language-notice';

const english = { _id: 'Dc1aB2cD3eF4gH5iJ', engineUserId: 'user-1', type: 'nda', active: true, language: 'en', status: '2' } as MyDocument;
const german = { ...english, _id: 'Dc9zY8xW7vU6tS5rQ', language: 'de' } as MyDocument;

function renderNotice(document: MyDocument, version: MyDocument | undefined, locale: 'de' | 'en') {
  render(
    <MemoryRouter>
      <LanguageNotice document={document} version={version} />
    </MemoryRouter>,
    { wrapper: intlWrapper(locale) },
  );
}

describe('a document in another language than the reader’s', () => {
  it('says its language and links to the reader’s version when there is one', () => {
    const name = (code: string) => new Intl.DisplayNames(['de'], { type: 'language' }).of(code)!;
    renderNotice(english, german, 'de');
    expect(screen.getByTestId('document-language').textContent).toBe(`Dieses Dokument ist auf ${name('en')} verfasst. Es liegt auch auf ${name('de')} vor: diese Fassung lesen.`);
    expect(screen.getByRole('link', { name: 'diese Fassung lesen' }).getAttribute('href')).toBe('/engine/my-documents/Dc9zY8xW7vU6tS5rQ/');
  });

  it('says nothing when the document is in the reader’s language', () => {
    renderNotice(english, undefined, 'en');
    expect(screen.queryByTestId('document-language')).toBeNull();
  });
});
