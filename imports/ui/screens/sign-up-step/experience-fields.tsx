// Step 4: the positions (the shared PositionEntries), whether to hide employer names, and the
// LinkedIn profile.
import { PositionEntries } from '../../forms/position-entries';
import { SchemaField } from '../../forms/schema-field';
import type { SchemaForm } from '../../forms/use-schema-form';

export function ExperienceFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <PositionEntries form={form} />
      <SchemaField {...form.field('hideEmployerNames')} />
      <SchemaField {...form.field('linkedInUrl')} inputType="url" autoComplete="url" />
    </>
  );
}
