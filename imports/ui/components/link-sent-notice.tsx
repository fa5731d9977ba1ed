// What a sign-up (and an address change) answers: a link went to the address. The words are the
// same whether or not the address had an account, so the screen tells nobody which it was.
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';

export function LinkSentNotice({ address }: { address: string }) {
  return (
    <Alert variant="success" role="status">
      <p className="mb-2">
        <FormattedMessage id="sign-up.linkSent" values={{ address }} />
      </p>
      <p className="mb-0 small">
        <FormattedMessage id="sign-up.linkSent.spam" />
      </p>
    </Alert>
  );
}
