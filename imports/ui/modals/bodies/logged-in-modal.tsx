// Welcomes the user after a sign-in.
import { useCurrentAccount } from '../../lib/account-context';
import { displayName } from '../../lib/display-name';
import { ModalMessage } from './modal-message';
import { FormattedMessage } from 'react-intl';

export default function LoggedInModal() {
  const { user } = useCurrentAccount();
  const name = displayName(user);
  return (
    <ModalMessage closeLabel={<FormattedMessage id="modals.continue" />} focusClose>
      {name ? (
        // "Jana N." already ends the sentence: no second full stop.
        <FormattedMessage id="modals.loggedIn.named" values={{ name: name.endsWith('.') ? name : `${name}.` }} />
      ) : (
        <FormattedMessage id="modals.loggedIn" />
      )}
    </ModalMessage>
  );
}
