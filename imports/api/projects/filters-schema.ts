// The argument schema of "projects.open" and "projects.count": server-side validation of the
// filters that filters.ts turns into a selector (kept apart so the browser does not load the
// schema library on first render).
import { textSkillsPlaceFilterFields, languageFilterFields, limitFilterField } from '../common/listing-filter-fields';
import { CURRENCIES, MAX_AMOUNT, RATE_UNITS } from '../common/lists/money';
import { createSchema, type FieldContext, integer, oneOf } from '../common/lists/schema-fields';
import { PROJECT_SORTS } from './filters';

function needsOneBound(this: FieldContext): string | undefined {
  return !this.isSet && !this.siblingField('max').isSet ? 'required' : undefined;
}

function notBelowMin(this: FieldContext): string | undefined {
  const min = this.siblingField('min').value;
  return typeof min === 'number' && typeof this.value === 'number' && this.value < min ? 'rangeInverted' : undefined;
}

export const rateFilterSchema = createSchema({
  min: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, custom: needsOneBound },
  max: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, custom: notBelowMin },
  currency: oneOf(CURRENCIES),
  unit: oneOf(RATE_UNITS),
});

export const projectFiltersSchema = createSchema({
  ...textSkillsPlaceFilterFields,
  remote: { ...integer(0, 100), optional: true },
  ...languageFilterFields,
  rate: { type: rateFilterSchema, optional: true },
  sort: { type: String, allowedValues: [...PROJECT_SORTS], optional: true },
  ...limitFilterField,
});

