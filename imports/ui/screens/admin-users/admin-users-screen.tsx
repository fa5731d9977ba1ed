// Users and their roles: live, newest first, filtered by role, 20 a page. Ticking or unticking
// a role saves it at once (users.setRoles). An admin cannot remove their own admin role: the box
// is locked with the reason beside it, and the server refuses it as well. Each account shows
// whether it is active or disabled, with Disable (asked in place) or Enable beside it.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import type { Mongo } from 'meteor/mongo';
import { USER_ROLES, type UserRole } from '../../../api/users/schema';
import { useAdminDates } from '../../components/admin/admin-dates';
import { PersonCell, personName } from '../../components/admin/person-cell';
import { useText } from '../../components/admin/use-text';
import { errorText } from '../../i18n/error-text';
import { AccountStateCell } from './account-state-cell';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { ActionNotice } from '../../components/page/action-notice';
import { useCurrentAccount } from '../../lib/account-context';

interface AdminUserRow {
  _id: string;
  roles?: string[];
  createdAt?: Date;
  profile?: { name?: { first?: string; last?: string } };
  emails?: { address: string }[];
  disabledAt?: Date;
}


function RolesCell({ row, ownId, onError }: { row: AdminUserRow; ownId: string | null; onError(text: string | null): void }) {
  const { callMethod } = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const intl = useIntl();
  const roles = Array.isArray(row.roles) ? row.roles : [];
  const name = personName(row, intl.formatMessage({ id: 'admin-pipeline.unknownPerson' }));

  async function toggle(role: UserRole, on: boolean) {
    const next = on ? [...roles, role] : roles.filter((held) => held !== role);
    setBusy(true);
    onError(null);
    try {
      await callMethod('users.setRoles', row._id, next as UserRole[]);
    } catch (failure) {
      onError(errorText(intl, failure, 'admin-accounts.users.rolesError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset>
      <legend className="visually-hidden">
        <FormattedMessage id="admin-accounts.users.rolesOf" values={{ name }} />
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {USER_ROLES.map((role) => {
          const ownAdmin = row._id === ownId && role.value === 'admin';
          return (
            <Form.Check
              key={role.value}
              id={`${row._id}-${role.value}`}
              type="checkbox"
              label={intl.formatMessage({ id: 'admin-accounts.users.roleName' }, { role: role.value })}
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
          <FormattedMessage id="admin-accounts.users.ownAdmin" />
        </div>
      )}
    </fieldset>
  );
}

export default function AdminUsersScreen() {
  const { userId } = useCurrentAccount();
  const [error, setError] = useState<string | null>(null);
  const text = useText();
  const dates = useAdminDates();
  const nameOf = (row: AdminUserRow) => personName(row, text('admin-pipeline.unknownPerson'));

  const columns: Column<AdminUserRow>[] = [
    {
      key: 'user',
      header: text('admin-accounts.users.user'),
      cell: (row) => (
        <>
          <PersonCell userId={row._id} />
          {row.createdAt && (
            <div className="small text-body-secondary">
              <FormattedMessage id="admin-accounts.users.joined" values={{ date: dates.day(row.createdAt) }} />
            </div>
          )}
        </>
      ),
    },
    { key: 'roles', header: text('admin-accounts.users.roles'), cell: (row) => <RolesCell row={row} ownId={userId} onError={setError} /> },
    {
      key: 'account',
      header: text('admin-accounts.users.account'),
      cell: (row) => <AccountStateCell userId={row._id} name={nameOf(row)} disabledAt={row.disabledAt} self={row._id === userId} onError={setError} />,
    },
  ];

  return (
    <AdminPage section="users" title={text('admin-accounts.users.title')} lead={text('admin-accounts.users.lead')}>
      <AdminTable
        publication="users.adminPage" collection={Meteor.users as unknown as Mongo.Collection<AdminUserRow>} columns={columns} caption={text('admin-accounts.users.title')} filtersLabel={text('admin-accounts.users.filters')} found="admin-accounts.users.found"
        filters={[{ name: 'role', label: text('admin-accounts.users.role'), options: USER_ROLES.map((role) => ({ value: role.value, label: text('admin-accounts.users.roleName', { role: role.value }) })), allLabel: text('admin-accounts.users.anyRole') }]}
        empty={{ filtered: text('admin-accounts.users.empty'), none: text('admin-accounts.users.empty') }}
        notice={error && <ActionNotice feedback={{ variant: 'danger', text: error }} onClose={() => setError(null)} />}
      />
    </AdminPage>
  );
}
