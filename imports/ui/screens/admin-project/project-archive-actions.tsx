// Putting a project away from its editor: Archive (out of the public pages and the table's
// default view, applications and NDAs kept), Restore (back to the status it had) and Delete (only
// while nothing refers to it; the server answers "archive it instead" otherwise). Archive and
// Delete ask first in a dialog; a deleted project's editor goes back to the table.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '../../app/routing';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { useText } from '../../components/admin/use-text';
import { useCurrentAccount } from '../../lib/account-context';

type Asking = 'archive' | 'delete' | null;

export interface ProjectArchiveActionsProps {
  project: Project;
  busy: boolean;
  /** Runs a call with the status bar's outcome line (busy, done, problems). */
  run(call: () => Promise<unknown>, done: string): Promise<boolean>;
}

export function ProjectArchiveActions({ project, busy, run }: ProjectArchiveActionsProps) {
  const { callMethod } = useCurrentAccount();
  const navigate = useNavigate();
  const text = useText();
  const [asking, setAsking] = useState<Asking>(null);
  const quoted = { title: project.title };

  return (
    <>
      {project.status === 'archived' ? (
        <Button variant="outline-primary" disabled={busy} onClick={() => void run(() => callMethod('projects.restore', project._id), text('admin-projects.status.restored'))}>
          <FormattedMessage id="admin-projects.status.restore" />
        </Button>
      ) : (
        <Button variant="outline-secondary" disabled={busy} onClick={() => setAsking('archive')}>
          <FormattedMessage id="admin-projects.status.archive" />
        </Button>
      )}
      <Button variant="outline-danger" disabled={busy} onClick={() => setAsking('delete')}>
        <FormattedMessage id="admin-projects.status.delete" />
      </Button>
      {asking === 'archive' && (
        <ConfirmDialog
          title={text('admin-projects.archive.title')}
          confirmLabel={text('admin-projects.archive.confirm')}
          variant="primary"
          errorId="admin-projects.archive.error"
          // Its outcome is the status bar's, like the other transitions'.
          onConfirm={async () => {
            await run(() => callMethod('projects.archive', project._id), text('admin-projects.status.archived'));
          }}
          onClose={() => setAsking(null)}
        >
          <p className="mb-0">
            <FormattedMessage id="admin-projects.archive.body" values={quoted} />
          </p>
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title={text('admin-projects.delete.title')}
          confirmLabel={text('admin-projects.delete.confirm')}
          errorId="admin-projects.delete.error"
          onConfirm={async () => {
            await callMethod('projects.delete', project._id);
            navigate(paths.adminProjects.href(), { state: { deletedTitle: project.title } });
          }}
          onClose={() => setAsking(null)}
        >
          <p className="mb-0">
            <FormattedMessage id="admin-projects.delete.body" values={quoted} />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
