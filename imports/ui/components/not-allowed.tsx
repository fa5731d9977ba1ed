// What a signed-in user sees on a page their roles do not open: a plain statement and a way on,
// never the page's data (the server refuses it as well).
import { Link } from 'react-router';
import { HOME } from '../app/paths';
import { PageLayout } from './page/page-layout';
import { WORDS } from './page/words';

export function NotAllowed() {
  return (
    <PageLayout title="Not allowed" width="narrow">
      <p>{WORDS.notAllowed}</p>
      <Link to={HOME} className="btn btn-primary">
        Go to the open projects
      </Link>
    </PageLayout>
  );
}
