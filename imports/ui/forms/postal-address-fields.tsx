// An optional postal address (street, postal code, city) inside a schema form. The address is
// optional as a whole but each part is required once it is given, so clearing every part
// removes the address instead of leaving an empty one that fails validation.
import { FormattedMessage } from 'react-intl';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

const PARTS = ['street', 'postalCode', 'city'] as const;

export function PostalAddressFields({ form, name = 'address' }: { form: SchemaForm; name?: string }) {
  const field = (part: (typeof PARTS)[number]) => {
    const props = form.field(`${name}.${part}`);
    const onChange = (path: string, value: unknown) => {
      const others = PARTS.filter((other) => other !== part).map((other) => form.field(`${name}.${other}`).value);
      const empty = (value === '' || value === undefined || value === null) && others.every((other) => !other);
      props.onChange(empty ? name : path, empty ? undefined : value);
    };
    return { ...props, onChange };
  };
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold mb-2">
        <FormattedMessage id="forms.address" />
      </legend>
      <SchemaField {...field('street')} autoComplete="street-address" />
      <div className="row g-2">
        <div className="col-5 col-sm-4">
          <SchemaField {...field('postalCode')} autoComplete="postal-code" />
        </div>
        <div className="col-7 col-sm-8">
          <SchemaField {...field('city')} autoComplete="address-level2" />
        </div>
      </div>
    </fieldset>
  );
}
