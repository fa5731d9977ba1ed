// Users and their roles: live, newest first, filtered by role, 20 a page. Ticking or unticking
// a role saves it at once (users.setRoles). An admin cannot remove their own admin role: the box
// is locked with the reason beside it, and the server refuses it as well. Each account shows
// whether it is active or disabled, with Disable (asked in place) or Enable beside it.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Meteor } from 'meteor/meteor';
import type { Mongo } from 'meteor/mongo';
import { USER_ROLES, type UserRole } from '../../../api/users/schema';
import { PersonCell, personName } from '../../components/admin/person-cell';
import { AccountStateCell } from './account-state-cell';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { ActionNotice } from '../../components/page/action-notice';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';

interface AdminUserRow {
  _id: string;
  roles?: string[];
  createdAt?: Date;
  profile?: { name?: { first?: string; last?: string } };
  emails?: { address: string }[];
  disabledAt?: Date;
}

const OWN_ADMIN_NOTE = 'You cannot remove your own admin role.';
const FILTERS = [{ name: 'role', label: 'Role', options: USER_ROLES, allLabel: 'Any role' }];
const EMPTY = { filtered: 'No user has this role.', none: 'No user has this role.' };

function RolesCell({ row, ownId, onError }: { row: AdminUserRow; ownId: string | null; onError(text: string | null): void }) {
  const { callMethod } = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const roles = Array.isArray(row.roles) ? row.roles : [];
  const name = personName(row);

  async function toggle(role: UserRole, on: boolean) {
    const next = on ? [...roles, role] : roles.filter((held) => held !== role);
    setBusy(true);
    onError(null);
    try {
      await callMethod('users.setRoles', row._id, next as UserRole[]);
    } catch (failure) {
      onError((failure as { reason?: string }).reason ?? 'The roles could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset>
      <legend className="visually-hidden">Roles of {name}</legend>
      <div className="d-flex flex-wrap gap-3">
        {USER_ROLES.map((role) => {
          const ownAdmin = row._id === ownId && role.value === 'admin';
          return (
            <Form.Check
              key={role.value}
              id={`${row._id}-${role.value}`}
              type="checkbox"
              label={role.label}
              checked={roles.includes(role.value)}
              disabled={busy || ownAdmin}
              aria-describedby={ownAdmin ? noteId : undefined}
              onChange={(event) => void toggle(role.value, event.target.checked)}
            />
          );
        })}
      </div>
      {row._id === ownId && (
        <div id={noteId} className="small text-body-secondary">
          {OWN_ADMIN_NOTE}
        </div>
      )}
    </fieldset>
  );
}

export default function AdminUsersScreen() {
  const { userId } = useCurrentAccount();
  const [error, setError] = useState<string | null>(null);

  const columns: Column<AdminUserRow>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (row) => (
        <>
          <PersonCell userId={row._id} />
          {row.createdAt && <div className="small text-body-secondary">Joined {dayText(row.createdAt)}</div>}
        </>
      ),
    },
    { key: 'roles', header: 'Roles', cell: (row) => <RolesCell row={row} ownId={userId} onError={setError} /> },
    {
      key: 'account',
      header: 'Account',
      cell: (row) => <AccountStateCell userId={row._id} name={personName(row)} disabledAt={row.disabledAt} self={row._id === userId} onError={setError} />,
    },
  ];

  return (
    <AdminPage section="users" title="Users and roles" lead="Every account, newest first. Roles change as soon as a box is ticked or cleared; a disabled account is signed out at once and cannot sign in.">
      <AdminTable
        publication="users.adminPage" collection={Meteor.users as unknown as Mongo.Collection<AdminUserRow>} filters={FILTERS} columns={columns} caption="Users and roles" noun={{ one: 'user', many: 'users' }} empty={EMPTY}
        notice={error && <ActionNotice feedback={{ variant: 'danger', text: error }} onClose={() => setError(null)} />}
      />
    </AdminPage>
  );
}
