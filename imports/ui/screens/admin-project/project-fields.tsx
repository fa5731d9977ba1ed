// Every field of a project in groups an agency fills in order: what it is, where and when, the
// rate, skills and languages, and the confidential part. Each input comes from the method's
// schema (SchemaField); lists pick from the server's own value lists.
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LanguageLevelList } from '../../forms/inputs/language-level-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { SchemaField } from '../../forms/schema-field';
import type { SchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import { DescriptionField } from './description-field';

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-top pt-3 mb-3">
      <legend className="h6">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProjectFields({ form, editing }: { form: SchemaForm; editing: boolean }) {
  const { field } = form;
  const options = {
    fields: useListOptions('fields'),
    industries: useListOptions('industries'),
    services: useListOptions('services'),
    countries: useListOptions('countries'),
    continents: useListOptions('continents'),
    currencies: useListOptions('currencies'),
    rateUnits: useListOptions('rateUnits'),
    skills: useListOptions('skills'),
  };
  const half = (name: string, options?: readonly { value: string; label: string }[]) => (
    <Col sm={6}>
      <SchemaField {...field(name)} options={options} />
    </Col>
  );
  const onRequest = form.state.values.rate && (form.state.values.rate as { onRequest?: unknown }).onRequest === true;
  // A start is ASAP or a date, never both (as projects.update decides): one empties the other.
  const asap = field('startAsap');
  const startDate = field('startDate');
  return (
    <>
      <Group title="The project">
        <SchemaField {...field('title')} />
        {editing && <SchemaField {...field('urlName')} />}
        <SchemaField {...field('summary')} />
        <DescriptionField field={field('description')} />
        <Row>
          {half('fieldOfExpertise', options.fields)}
          {half('industry', options.industries)}
          {half('typeOfService', options.services)}
        </Row>
      </Group>
      <Group title="Where and when">
        <Row>
          {half('city')}
          {half('country', options.countries)}
          {half('continent', options.continents)}
          {half('remotePercent')}
        </Row>
        <SchemaField
          {...asap}
          onChange={(name, value) => {
            asap.onChange(name, value);
            if (value === true) asap.onChange('startDate', undefined);
          }}
        />
        <Row>
          <Col sm={6}>
            <SchemaField
              {...startDate}
              onChange={(name, value) => {
                startDate.onChange(name, value);
                if (value !== undefined) startDate.onChange('startAsap', null);
              }}
            />
          </Col>
          {half('durationMonths')}
          {half('workloadPercent')}
        </Row>
        <SchemaField {...field('extensionPossible')} />
      </Group>
      <Group title="Rate">
        <SchemaField {...field('rate.onRequest')} />
        {!onRequest && (
          <Row>
            {half('rate.min')}
            {half('rate.max')}
            {half('rate.currency', options.currencies)}
            {half('rate.unit', options.rateUnits)}
          </Row>
        )}
      </Group>
      <Group title="Skills and languages">
        <MultiSelect {...field('skills')} options={options.skills} placeholder="Search skills, e.g. SAP FI" />
        <LanguageLevelList {...field('languages')} errors={form.state.errors} minimum />
        <SchemaField {...field('ndaRequired')} />
      </Group>
      <Group title="Confidential (admins only)">
        <SchemaField {...field('clientName')} />
        <SchemaField {...field('adminNotes')} />
      </Group>
    </>
  );
}
