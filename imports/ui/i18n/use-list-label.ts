// Fixed lists in the language on screen: `const label = useListLabel(); label('skills', value)`
// for a stored value, `useListOptions('countries')` for a select's options (sorted by the
// language's collation where the list asks for it). See imports/i18n/list-labels.ts.
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListEntry, ListItem } from '../../api/common/lists/list-item';
import { listLabel, type ListName, listOptions, type ListValue } from '../../i18n/list-labels';

export function useListLabel(): (name: ListName, value: string) => string {
  const intl = useIntl();
  return useCallback((name: ListName, value: string) => listLabel(intl, name, value), [intl]);
}

/** The options of a list (or of `items`, a part of it) labelled in the language on screen. */
export function useListOptions<N extends ListName>(name: N, items?: readonly ListEntry[]): ListItem<ListValue<N>>[] {
  const intl = useIntl();
  return useMemo(() => listOptions(intl, name, items), [intl, name, items]);
}
