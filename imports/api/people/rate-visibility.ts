// Who sees experts' rates (issue 18 §6): customers and admins (seesExpertRates), and an expert
// their own entry's. Everyone else (visitors, candidates, the server renderer, which renders as a
// visitor) gets the directory without the `rate` field, and a rate filter from them is ignored
// rather than refused: a shared address with a rate in it still opens, and counting experts under
// a maximum cannot reveal what they charge.
import type { ActingUser } from '../common/acting-user';
import type { Condition } from '../common/listing-filters';
import { seesExpertRates } from '../common/permissions';
import { People } from './collection';
import type { PeopleFilters } from './filters';
import { PUBLIC_PERSON_FIELDS } from './schema';

const { rate: _rate, ...fieldsWithoutRate } = PUBLIC_PERSON_FIELDS;

/** The public fields of an expert entry without the rate. */
export const PERSON_FIELDS_WITHOUT_RATE = fieldsWithoutRate;

/** The directory's fields for this caller. */
export function directoryFieldsFor(user: ActingUser | null): Record<string, 1> {
  return seesExpertRates(user) ? PUBLIC_PERSON_FIELDS : PERSON_FIELDS_WITHOUT_RATE;
}

/** The directory's filters as this caller may use them: no rate filter for those who see no rate. */
export function directoryFiltersFor(filters: PeopleFilters, user: ActingUser | null): PeopleFilters {
  if (!filters.rate || seesExpertRates(user)) return filters;
  const { rate: _ignored, ...rest } = filters;
  return rest;
}

/** One expert page's fields: with the rate for those who see rates and for the expert themself. */
export async function expertPageFieldsFor(user: ActingUser | null, selector: Condition): Promise<Record<string, 1>> {
  if (seesExpertRates(user) || !user) return directoryFieldsFor(user);
  const own = await People.findOneAsync({ ...selector, sourceUserId: user._id }, { fields: { _id: 1 } });
  return own ? PUBLIC_PERSON_FIELDS : PERSON_FIELDS_WITHOUT_RATE;
}
