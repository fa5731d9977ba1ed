// What a signed-in user sees on a page their roles do not open: a plain statement and a way on,
// never the page's data (the server refuses it as well).
import { FormattedMessage } from 'react-intl';
import { Link } from '../app/routing';
import { HOME } from '../app/paths';
import { PageLayout } from './page/page-layout';

export function NotAllowed() {
  return (
    <PageLayout title={<FormattedMessage id="layout.notAllowed.title" />} width="narrow">
      <p>
        <FormattedMessage id="layout.notAllowed.text" />
      </p>
      <Link to={HOME} className="btn btn-primary">
        <FormattedMessage id="layout.goToProjects" />
      </Link>
    </PageLayout>
  );
}
