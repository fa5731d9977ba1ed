// What a sign-up (and an address change) answers: a link went to the address. The words are the
// same whether or not the address had an account, so the screen tells nobody which it was.
import Alert from 'react-bootstrap/Alert';
import { linkSentText } from './page/words';

export function LinkSentNotice({ address }: { address: string }) {
  return (
    <Alert variant="success" role="status">
      <p className="mb-2">{linkSentText(address)}</p>
      <p className="mb-0 small">Nothing arrived within a few minutes? Look in your spam folder, or sign in with your e-mail and password: we send a new link.</p>
    </Alert>
  );
}
