// Withdrawing an application, with a confirmation in place: "Withdraw" asks, "Yes, withdraw" does
// it (focus moves to the question and back), "Keep it" cancels. The server's refusal is said.
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { useCurrentAccount } from '../../lib/account-context';
import { useServerAction } from '../../lib/use-server-action';
import { FormAlert } from '../../forms/form-alert';

export function WithdrawButton({ applicationId, projectTitle }: { applicationId: string; projectTitle: string }) {
  const { callMethod } = useCurrentAccount();
  const { asking, ask, keep, question, opener } = useConfirmInPlace();
  const { busy, problems, run } = useServerAction();
  const withdraw = () => void run(() => callMethod('applications.withdraw', applicationId));

  if (!asking) {
    return (
      <Button ref={opener} variant="outline-danger" size="sm" onClick={ask}>
        <FormattedMessage id="myApplications.withdraw.button" values={{ title: projectTitle, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
      </Button>
    );
  }
  return (
    <div className="border border-danger-subtle rounded p-2">
      <p ref={question} tabIndex={-1} className="mb-2">
        <FormattedMessage id="myApplications.withdraw.question" values={{ title: projectTitle }} />
      </p>
      <FormAlert error={problems[0] ?? null} compact />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" size="sm" onClick={withdraw} disabled={busy}>
          <FormattedMessage id={busy ? 'myApplications.withdraw.withdrawing' : 'myApplications.withdraw.confirm'} />
        </Button>
        <KeepItButton onClick={keep} />
      </div>
    </div>
  );
}
