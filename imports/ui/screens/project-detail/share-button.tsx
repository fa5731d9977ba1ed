// Opens the link dialog with the project's canonical address to copy and send on.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModal } from '../../modals/modal-context';
import { shareUrl } from './canonical-path';

export function ShareButton({ project }: { project: { _id: string; urlName: string; title: string } }) {
  const intl = useIntl();
  const { show } = useModal();
  return (
    <Button variant="outline-secondary" className="w-100" onClick={() => show('link', { url: shareUrl(project), title: intl.formatMessage({ id: 'projectDetail.shareTitle' }, { title: project.title }) })}>
      <FormattedMessage id="projectDetail.share" />
    </Button>
  );
}
