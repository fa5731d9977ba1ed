// Step 4: the positions (the shared PositionEntries), whether to show employer names on the public
// profile (opt-in), and the LinkedIn profile.
import { EmployerNamesChoice } from '../../components/employer-names-choice';
import { PositionEntries } from '../../forms/position-entries';
import { SchemaField } from '../../forms/schema-field';
import type { SchemaForm } from '../../forms/use-schema-form';

export function ExperienceFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <PositionEntries form={form} />
      <EmployerNamesChoice form={form} />
      <SchemaField {...form.field('linkedInUrl')} inputType="url" autoComplete="url" />
    </>
  );
}
