// The NDA step of applying to a project that requires one: the candidate's NDA document for the
// project (made on first visit by `peopleDocuments.projectNda`), its text and the agreement form;
// once agreed (here, in My Documents or in another tab) the application form follows.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { AgreementForm } from '../../components/documents/agreement-form';
import { DocumentText } from '../../components/documents/document-text';
import { ErrorState, LoadingState } from '../../components/page/view-states';
import { generalErrorMessage } from '../../forms/schema-errors';
import { useCurrentAccount } from '../../lib/account-context';

type NdaState = { phase: 'loading' } | { phase: 'ready'; documentId: string } | { phase: 'failed'; reason: string };

export function NdaStep({ project, children }: { project: Project; children: ReactNode }) {
  const { callMethod } = useCurrentAccount();
  const [state, setState] = useState<NdaState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    callMethod<string>('peopleDocuments.projectNda', project._id).then(
      (documentId) => current && setState({ phase: 'ready', documentId }),
      (error: unknown) => current && setState({ phase: 'failed', reason: generalErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [callMethod, project._id, attempt]);
  const isLoading = useSubscribe(state.phase === 'ready' ? 'peopleDocuments.mine' : null);
  const documentId = state.phase === 'ready' ? state.documentId : '';
  const [document] = useFind(() => PeopleDocuments.find({ _id: documentId }, { limit: 1 }), [documentId]);

  if (state.phase === 'failed') {
    return (
      <ErrorState
        title="The NDA for this project could not be loaded."
        reason={state.reason}
        onRetry={() => {
          setState({ phase: 'loading' });
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (!document) return state.phase === 'loading' || isLoading() ? <LoadingState>Preparing the NDA…</LoadingState> : null;
  if (document.status === '3') {
    return (
      <>
        <p className="small text-success">
          You agreed to the <Link to={paths.document.href(document._id)}>NDA for this project</Link>.
        </p>
        {children}
      </>
    );
  }
  return (
    <div data-testid="nda-step">
      <p>
        <strong>Step 1 of 2:</strong> this project requires a non-disclosure agreement before you apply. Please read it and agree.
      </p>
      <DocumentText text={document.text ?? ''} label="Non-disclosure agreement" />
      <AgreementForm document={document} submitLabel="I agree, continue to the application" />
    </div>
  );
}
