// Above a document's text: the language it is written in when that is not the reader's, and a
// link to the person's copy in the reader's language when one exists. The text itself stays in
// its own language (it is what the person agrees to).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import type { MyDocument } from '../../../api/people-documents/schema';
import { paths } from '../../app/paths';

function languageName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
}

export function LanguageNotice({ document, version }: { document: MyDocument; version: MyDocument | undefined }) {
  const { locale } = useIntl();
  if (document.language === locale) return null;
  return (
    <div className="alert alert-info py-2 small" role="note" data-testid="document-language">
      <FormattedMessage id="documents.view.writtenIn" values={{ language: languageName(locale, document.language) }} />
      {version && (
        <>
          {' '}
          <FormattedMessage
            id="documents.view.alsoIn"
            values={{ language: languageName(locale, locale), link: (chunks) => <Link to={paths.document.href(version._id)}>{chunks}</Link> }}
          />
        </>
      )}
    </div>
  );
}
