// The list's filters in the address bar, so a filtered list can be shared and the back button
// restores it: `?q=java&skills=java,spring-boot&country=DE&remote=50&lang=de&level=B2&rateMin=500
// &rateMax=900&currency=EUR&unit=day&sort=start&limit=40`. Declared over the list kit's address
// codec (components/list), which drops values the server would refuse.
import { MAX_LIMIT, PAGE_SIZE } from '../../../api/common/search';
import { PROJECT_SORTS, type ProjectFilters } from '../../../api/projects/filters';
import { type AddressField, defineAddressCodec, readLimit, wholeNumber, writeLimit } from '../../components/list/address-codec';
import { languageField, placeField, readAmount, readMoney, skillsField, sortField, textField } from '../../components/list/address-fields';

/** The filters of the list (without the limit) and how many projects are shown. */
export interface ListQuery {
  filters: ProjectFilters;
  limit: number;
}

const remoteField: AddressField<ProjectFilters> = {
  read(params) {
    const remote = wholeNumber(params.get('remote'), 0, 100);
    return remote !== undefined ? { remote } : {};
  },
  write(filters, set) {
    set('remote', filters.remote);
  },
};

/** While prices are hidden the rate is not read (the address keeps it for when they are shown again). */
const rateField: AddressField<ProjectFilters> = {
  read(params, { hidePrices }) {
    if (hidePrices) return {};
    const min = readAmount(params.get('rateMin'));
    let max = readAmount(params.get('rateMax'));
    if (min === undefined && max === undefined) return {};
    if (min !== undefined && max !== undefined && max < min) max = undefined;
    return { rate: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), ...readMoney(params) } };
  },
  write({ rate }, set) {
    if (!rate) return;
    set('rateMin', rate.min);
    set('rateMax', rate.max);
    set('currency', rate.currency);
    set('unit', rate.unit);
  },
};

const codec = defineAddressCodec<ProjectFilters>([
  textField,
  skillsField,
  placeField,
  remoteField,
  languageField('lang'),
  rateField,
  // The candidate's fit only for a candidate: the server-rendered page (a visitor's) never reads it.
  sortField(PROJECT_SORTS, { hidden: (sort, { hidePrices, candidate }) => (hidePrices && sort === 'rate') || (!candidate && sort === 'fit') }),
]);

/** The list's query in the address (with hidden prices, no rate filter or rate order; for others than candidates, no order by fit). */
export function readListQuery(params: URLSearchParams, context: { hidePrices?: boolean; candidate?: boolean } = {}): ListQuery {
  return { filters: codec.read(params, context), limit: readLimit(params, MAX_LIMIT) ?? PAGE_SIZE };
}

export function writeListQuery({ filters, limit }: ListQuery): URLSearchParams {
  const params = codec.write(filters);
  writeLimit(limit, (key, value) => params.set(key, String(value)));
  return params;
}

export function hasFilters(filters: ProjectFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'sort');
}
