// A public screen that words a few of the app part's messages (a signed-in person's own things):
// whether they are there, asking for them when they are not (i18n/message-store.ts).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids';
import { wantMessages } from './message-store';

/** `sign`: one app-part message the screen needs; when it is there, the part is. */
export function useAppMessages(sign: MessageId): boolean {
  const intl = useIntl();
  const ready = sign in intl.messages;
  useEffect(() => {
    if (!ready) wantMessages(['app']).catch((error: unknown) => console.error('Failed to load the app messages', error));
  }, [ready]);
  return ready;
}
