// The header's company: the name of the company the user acts for (a link to its page), or, for
// a user in several companies, a select that switches between them (`users.selectAccount`).
// New requests are sent for the selected company.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../app/routing';
import { paths } from '../app/paths';
import { useCurrentAccount } from '../lib/account-context';
import { errorText } from '../i18n/error-text';
import { useMyCompanies } from './use-my-companies';

export function CompanySwitcher() {
  const { callMethod } = useCurrentAccount();
  const { companies, selected } = useMyCompanies();
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  if (companies.length === 0) return null;
  if (companies.length === 1 || !selected) {
    const only = selected ?? companies[0];
    return only ? (
      <Link to={paths.company.href()} className="small text-truncate" style={{ maxWidth: 220 }} data-testid="header-company">
        <span className="visually-hidden"><FormattedMessage id="account-menu.company.yours" /> </span>
        {only.name}
      </Link>
    ) : null;
  }
  const select = async (companyId: string) => {
    setError(null);
    try {
      await callMethod('users.selectAccount', companyId);
    } catch (failure) {
      setError(errorText(intl, failure, 'account-menu.company.switchFailed'));
    }
  };
  return (
    <div className="d-flex flex-column" data-testid="header-company">
      <Form.Select
        size="sm"
        aria-label={intl.formatMessage({ id: 'account-menu.company.select' })}
        value={selected._id}
        onChange={(event) => void select(event.target.value)}
        style={{ maxWidth: 220 }}
      >
        {companies.map((company) => (
          <option key={company._id} value={company._id}>
            {company.name}
          </option>
        ))}
      </Form.Select>
      {error && (
        <span role="alert" className="small text-danger">
          {error}
        </span>
      )}
    </div>
  );
}
