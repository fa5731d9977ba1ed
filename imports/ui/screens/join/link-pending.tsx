// An invitation link's page while the server is asked about it, or when asking failed.
import { PageLayout } from '../../components/page/page-layout';
import { ErrorState, LoadingState } from '../../components/page/view-states';
import { useIntl } from 'react-intl';

export function LinkPending({ state }: { state: { status: 'loading' } | { status: 'failed'; reason: string } }) {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage({ id: 'join.title' })} width="narrow">
      {state.status === 'failed' ? <ErrorState title={intl.formatMessage({ id: 'join.openFailed' })} reason={state.reason} /> : <LoadingState />}
    </PageLayout>
  );
}
