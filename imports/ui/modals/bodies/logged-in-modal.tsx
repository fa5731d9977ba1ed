// Welcomes the user after a sign-in.
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { ModalMessage } from './modal-message';

export default function LoggedInModal() {
  const { user } = useCurrentAccount();
  const name = displayName(user);
  // "Jana N." already ends the sentence: no second full stop.
  const greeting = name ? `Welcome back, ${name}${name.endsWith('.') ? '' : '.'}` : 'Welcome back.';
  return (
    <ModalMessage closeLabel="Continue" focusClose>
      {greeting} You are now signed in.
    </ModalMessage>
  );
}
