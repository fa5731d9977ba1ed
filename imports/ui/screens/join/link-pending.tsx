// An invitation link's page while the server is asked about it, or when asking failed.
import { PageLayout } from '../../components/page/page-layout';
import { ErrorState, LoadingState } from '../../components/page/view-states';

export function LinkPending({ state }: { state: { status: 'loading' } | { status: 'failed'; reason: string } }) {
  return (
    <PageLayout title="Join" width="narrow">
      {state.status === 'failed' ? <ErrorState title="Your invitation could not be opened." reason={state.reason} /> : <LoadingState />}
    </PageLayout>
  );
}
