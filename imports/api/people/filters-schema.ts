// The argument schema of "people.directory" and "people.count": server-side validation of the
// filters that filters.ts turns into a selector (kept apart so the browser does not load the
// schema library for the directory's first render).
import { languageFilterFields, limitFilterField, textSkillsPlaceFilterFields } from '../common/listing-filter-fields';
import { CURRENCIES, MAX_AMOUNT, RATE_UNITS } from '../common/lists/money';
import { createSchema, oneOf } from '../common/lists/schema-fields';
import { PEOPLE_SORTS } from './filters';

export const peopleFiltersSchema = createSchema({
  ...textSkillsPlaceFilterFields,
  ...languageFilterFields,
  availableBy: { type: Date, optional: true },
  rate: { type: Object, optional: true },
  'rate.max': { type: Number, min: 0, max: MAX_AMOUNT },
  'rate.currency': oneOf(CURRENCIES),
  'rate.unit': oneOf(RATE_UNITS),
  sort: { type: String, allowedValues: [...PEOPLE_SORTS], optional: true },
  ...limitFilterField,
});
