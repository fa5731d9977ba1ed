// My Profile: a copy of everything stored about me (`users.exportMyData`, saved as a JSON file),
// and deleting the account through the `delete-account` modal, which says what is erased and
// what is kept. After deletion the browser forgets the login and goes to the project list.
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '../../app/routing';
import { HOME } from '../../app/paths';
import { useCurrentAccount } from '../../lib/account-context';
import { useModal } from '../../modals/modal-context';
import { saveBlob } from './save-blob';
import { useServerAction } from '../../lib/use-server-action';
import { FormAlert } from '../../forms/form-alert';

export function DataSection() {
  const { callMethod, logout } = useCurrentAccount();
  const modal = useModal();
  const navigate = useNavigate();
  const { busy: exporting, problems, run } = useServerAction();

  const exportData = () =>
    run(async () => {
      const data = await callMethod('users.exportMyData');
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `my-data-${new Date().toISOString().slice(0, 10)}.json`);
    });

  const deleteAccount = () =>
    modal.show('delete-account', {
      onConfirm: async () => {
        await callMethod('users.deleteAccount', 'DELETE');
        // The server already logged this connection out; this clears the stored login token.
        await logout().catch(() => undefined);
        navigate(HOME, { replace: true });
      },
    });

  return (
    <Card as="section" className="mb-4" aria-labelledby="section-data" id="data">
      <Card.Body>
        <h2 className="h5" id="section-data">
          <FormattedMessage id="profile.data.title" />
        </h2>
        <p>
          <FormattedMessage id="profile.data.lead" />
        </p>
        <FormAlert error={problems[0] ?? null} compact />
        <Button variant="outline-primary" onClick={exportData} disabled={exporting}>
          <FormattedMessage id={exporting ? 'profile.data.preparing' : 'profile.data.download'} />
        </Button>
        <hr />
        <p className="mb-2">
          <FormattedMessage id="profile.data.deleteLead" />
        </p>
        <Button variant="outline-danger" onClick={deleteAccount}>
          <FormattedMessage id="profile.data.delete" />
        </Button>
      </Card.Body>
    </Card>
  );
}
