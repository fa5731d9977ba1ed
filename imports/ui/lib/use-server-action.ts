// A button's call to the server with its outcome for the screen: busy while it runs, the words
// for what was done (announced), or what went wrong: each field's problem when the server names
// fields, the general message otherwise. One call at a time; a new one clears the last outcome.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsFromServer, generalErrorMessage } from '../forms/schema-errors';

export interface ServerActionOptions {
  /** Announced once the call succeeded. */
  done?: string;
  /** Prefixes each field's problem with the field's name ("summary: …"). */
  nameFields?: boolean;
}

export interface ServerAction {
  busy: boolean;
  done: string;
  problems: string[];
  /** Whether the call succeeded. */
  run(call: () => Promise<unknown>, options?: ServerActionOptions): Promise<boolean>;
}

export function useServerAction(): ServerAction {
  const intl = useIntl();
  const [state, setState] = useState<Omit<ServerAction, 'run'>>({ busy: false, done: '', problems: [] });
  const run = useCallback(async (call: () => Promise<unknown>, { done = '', nameFields = false }: ServerActionOptions = {}) => {
    setState({ busy: true, done: '', problems: [] });
    try {
      await call();
      setState({ busy: false, done, problems: [] });
      return true;
    } catch (error) {
      const fields = fieldErrorsFromServer(error);
      const problems = fields
        ? Object.entries(fields).map(([name, message]) => (nameFields ? `${name}: ${message}` : message))
        : [generalErrorMessage(error, intl)];
      setState({ busy: false, done: '', problems });
      return false;
    }
  }, [intl]);
  return { ...state, run };
}
