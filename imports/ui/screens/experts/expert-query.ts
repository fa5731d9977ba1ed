// The directory's filters as the address keeps them, so a filtered list can be shared:
// ?q=java&skills=java,spring&country=CZ&language=de&level=B2&available=2026-03-01&rate=800
// &currency=EUR&unit=day&sort=experience&limit=40. Declared over the list kit's address codec
// (components/list), which drops values the server would refuse.
import { MAX_AMOUNT } from '../../../api/common/lists/money';
import { PAGE_SIZE } from '../../../api/common/search';
import { PEOPLE_SORTS, type PeopleFilters } from '../../../api/people/filters';
import { type AddressField, defineAddressCodec, readLimit, writeLimit } from '../../components/list/address-codec';
import { languageField, placeField, readMoney, skillsField, sortField, textField } from '../../components/list/address-fields';

export { PAGE_SIZE };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const availableField: AddressField<PeopleFilters> = {
  read(params) {
    const value = params.get('available');
    if (!value || !DATE.test(value)) return {};
    const availableBy = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(availableBy.getTime()) ? {} : { availableBy };
  },
  write(filters, set) {
    set('available', filters.availableBy?.toISOString().slice(0, 10));
  },
};

/** No rate with hidden prices (or a user who sees no expert rates; see experts-screen.tsx). */
const rateField: AddressField<PeopleFilters> = {
  read(params, { hidePrices }) {
    const raw = params.get('rate');
    if (hidePrices || !raw || !/^\d+(\.\d+)?$/.test(raw) || Number(raw) > MAX_AMOUNT) return {};
    return { rate: { max: Number(raw), ...readMoney(params) } };
  },
  write({ rate }, set) {
    if (!rate) return;
    set('rate', rate.max);
    set('currency', rate.currency);
    set('unit', rate.unit);
  },
};

const limitField: AddressField<PeopleFilters> = {
  read(params) {
    const limit = readLimit(params, 10_000);
    return limit !== undefined ? { limit } : {};
  },
  write(filters, set) {
    writeLimit(filters.limit, set);
  },
};

const codec = defineAddressCodec<PeopleFilters>([
  textField,
  skillsField,
  placeField,
  languageField('language'),
  availableField,
  rateField,
  sortField(PEOPLE_SORTS, { keepDefault: true }),
  limitField,
]);

/** The filters the address asks for, each checked against its list. */
export const filtersFromQuery = codec.read;

/** The address's query for `filters` (empty values left out). */
export const queryFromFilters = codec.write;

/** Whether any filter narrows the list (sort and limit do not). */
export function isFiltered(filters: PeopleFilters): boolean {
  const { sort: _sort, limit: _limit, ...narrowing } = filters;
  return Object.keys(narrowing).length > 0;
}
