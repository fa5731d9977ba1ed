// Where a project is, or where an expert is based: anywhere, a continent, or one country (grouped
// by continent). The project list and the expert directory use the same select.
import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { CONTINENTS, type ContinentCode } from '../../../api/common/lists/continents';
import { continentOfCountry, COUNTRIES, type CountryCode } from '../../../api/common/lists/countries';
import { isValueOf } from '../../../api/common/lists/list-item';
import type { ListLabel } from '../../../i18n/list-labels';
import { useListLabel, useListOptions } from '../../i18n/use-list-label';
import { AfterHydration } from './after-hydration';

export interface PlaceValue {
  country?: CountryCode;
  continent?: ContinentCode;
}

function encode({ country, continent }: PlaceValue): string {
  if (country) return `country:${country}`;
  return continent ? `continent:${continent}` : '';
}

function decode(raw: string): PlaceValue {
  const [kind, code] = raw.split(':');
  if (kind === 'country' && isValueOf(COUNTRIES, code)) return { country: code };
  if (kind === 'continent' && isValueOf(CONTINENTS, code)) return { continent: code };
  return {};
}

const continentLabel = (intl: IntlShape, continent: ContinentCode, listLabel: ListLabel) =>
  continent === 'WORLD' ? intl.formatMessage({ id: 'listKit.place.worldwide' }) : listLabel('continents', continent);

// Built once per language: a few hundred options that never change (re-renders then skip them).
const PlaceOptions = memo(function PlaceOptions() {
  const intl = useIntl();
  const listLabel = useListLabel();
  const countries = useListOptions('countries');
  return (
    <>
      <optgroup label={intl.formatMessage({ id: 'listKit.place.continents' })}>
        {CONTINENTS.map((continent) => (
          <option key={continent.value} value={`continent:${continent.value}`}>
            {continentLabel(intl, continent.value, listLabel)}
          </option>
        ))}
      </optgroup>
      {CONTINENTS.filter((continent) => continent.value !== 'WORLD').map((continent) => (
        <optgroup key={continent.value} label={intl.formatMessage({ id: 'listKit.place.countriesIn' }, { continent: listLabel('continents', continent.value) })}>
          {countries
            .filter((country) => continentOfCountry(country.value) === continent.value)
            .map((country) => (
              <option key={country.value} value={`country:${country.value}`}>
                {country.label}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
});

/** Only the chosen place, until the full list is rendered. */
function ChosenPlace({ value }: { value: PlaceValue }) {
  const intl = useIntl();
  const listLabel = useListLabel();
  if (value.country) return <option value={encode(value)}>{listLabel('countries', value.country)}</option>;
  if (value.continent) return <option value={encode(value)}>{continentLabel(intl, value.continent, listLabel)}</option>;
  return null;
}

export interface PlaceSelectProps {
  controlId: string;
  value: PlaceValue;
  onChange(value: PlaceValue): void;
}

export function PlaceSelect({ controlId, value, onChange }: PlaceSelectProps) {
  const intl = useIntl();
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>
        <FormattedMessage id="listKit.place.label" />
      </Form.Label>
      <Form.Select value={encode(value)} onChange={(event) => onChange(decode(event.target.value))}>
        <option value="">{intl.formatMessage({ id: 'listKit.place.anywhere' })}</option>
        <AfterHydration until={<ChosenPlace value={value} />}>
          <PlaceOptions />
        </AfterHydration>
      </Form.Select>
    </Form.Group>
  );
}
