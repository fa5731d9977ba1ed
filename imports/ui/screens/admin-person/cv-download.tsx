// Downloads a candidate's CV through the admin route GET /cv/{userId}. The route takes the login
// token only in a header (never in the address), so the file is fetched and handed to the
// browser as a download instead of being linked.
import { Accounts } from 'meteor/accounts-base';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CvFile } from '../../../api/users/schema';

export function CvDownload({ userId, cv }: { userId: string; cv: CvFile }) {
  const [problem, setProblem] = useState('');
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'admin-people.cv.failed' });
  const download = async () => {
    setProblem('');
    const token = Accounts._storedLoginToken();
    const response = await fetch(`/cv/${encodeURIComponent(userId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      setProblem(response.status === 404 ? intl.formatMessage({ id: 'admin-people.cv.missing' }) : failed);
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = cv.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => void download().catch(() => setProblem(failed))}>
        <FormattedMessage id="admin-people.cv.download" values={{ name: cv.name, size: intl.formatNumber(Math.max(1, Math.round(cv.size / 1024))) }} />
      </Button>
      {problem && (
        <span role="alert" className="text-danger small ms-2">
          {problem}
        </span>
      )}
    </>
  );
}
