// The languages a project requires, each with its minimum level: a list on the project's page,
// one line on a card.
import { useIntl } from 'react-intl';
import type { LanguageRequirement } from '../../../api/common/lists/schema-parts';
import { useListLabel } from '../../i18n/use-list-label';
import { languageRequirementText } from './project-facts';

/** Between the languages of a card's one line. */
const SEPARATOR = ';';

export function LanguageRequirements({ languages, inline = false }: { languages: readonly LanguageRequirement[] | undefined; inline?: boolean }) {
  const intl = useIntl();
  const listLabel = useListLabel();
  if (!languages || languages.length === 0) return null;
  return (
    <ul className={inline ? 'list-inline d-inline mb-0 ms-1' : 'list-unstyled mb-0'}>
      {languages.map((requirement, index) => (
        <li key={requirement.language} className={inline ? 'list-inline-item' : undefined}>
          {languageRequirementText(intl, requirement, listLabel)}
          {inline && index < languages.length - 1 ? SEPARATOR : ''}
        </li>
      ))}
    </ul>
  );
}
