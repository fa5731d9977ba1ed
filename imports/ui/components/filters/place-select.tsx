// Where a project is, or where an expert is based: anywhere, a continent, or one country (grouped
// by continent). The project list and the expert directory use the same select.
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { CONTINENTS, type ContinentCode } from '../../../api/common/lists/continents';
import { COUNTRIES, type CountryCode, countriesOfContinent } from '../../../api/common/lists/countries';
import { isValueOf, labelOf } from '../../../api/common/lists/list-item';
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

const continentLabel = (intl: IntlShape, continent: ContinentCode) =>
  continent === 'WORLD' ? intl.formatMessage({ id: 'listKit.place.worldwide' }) : labelOf(CONTINENTS, continent);

/** A few hundred options, built once per language (re-renders then skip them). */
const placeOptions = (intl: IntlShape) => (
  <>
    <optgroup label={intl.formatMessage({ id: 'listKit.place.continents' })}>
      {CONTINENTS.map((continent) => (
        <option key={continent.value} value={`continent:${continent.value}`}>
          {continentLabel(intl, continent.value)}
        </option>
      ))}
    </optgroup>
    {CONTINENTS.filter((continent) => continent.value !== 'WORLD').map((continent) => (
      <optgroup key={continent.value} label={intl.formatMessage({ id: 'listKit.place.countriesIn' }, { continent: continent.label })}>
        {countriesOfContinent(continent.value).map((country) => (
          <option key={country.value} value={`country:${country.value}`}>
            {country.label}
          </option>
        ))}
      </optgroup>
    ))}
  </>
);

/** Only the chosen place, until the full list is rendered. */
function ChosenPlace({ value }: { value: PlaceValue }) {
  const intl = useIntl();
  if (value.country) return <option value={encode(value)}>{labelOf(COUNTRIES, value.country)}</option>;
  if (value.continent) return <option value={encode(value)}>{continentLabel(intl, value.continent)}</option>;
  return null;
}

export interface PlaceSelectProps {
  controlId: string;
  value: PlaceValue;
  onChange(value: PlaceValue): void;
}

export function PlaceSelect({ controlId, value, onChange }: PlaceSelectProps) {
  const intl = useIntl();
  const options = useMemo(() => placeOptions(intl), [intl]);
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>
        <FormattedMessage id="listKit.place.label" />
      </Form.Label>
      <Form.Select value={encode(value)} onChange={(event) => onChange(decode(event.target.value))}>
        <option value="">{intl.formatMessage({ id: 'listKit.place.anywhere' })}</option>
        <AfterHydration until={<ChosenPlace value={value} />}>{options}</AfterHydration>
      </Form.Select>
    </Form.Group>
  );
}
