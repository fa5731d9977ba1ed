// The request fields a customer and a visitor share: what they need, when, for how long and
// how many experts.
import type { SchemaForm } from '../../forms/use-schema-form';
import type { RequestTarget } from '../modal-keys';
import type { MethodInput } from '../../lib/wire-api';
import { SchemaField } from '../../forms/schema-field';

export function RequestFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <SchemaField {...form.field('message')} />
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('start')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('duration')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('expertsWanted')} />
        </div>
      </div>
    </>
  );
}

/** What `peopleRequests.send` receives for these experts (or for "any suitable expert"). */
export function requestPayload(values: object, target: RequestTarget): MethodInput<'peopleRequests.send'> {
  const peopleIds = target.peopleIds ?? (target.peopleId ? [target.peopleId] : []);
  const request = values as MethodInput<'peopleRequests.send'>;
  return peopleIds.length > 0 ? { ...request, peopleIds } : request;
}
