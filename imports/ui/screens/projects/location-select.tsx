// Where the project is: anywhere, a continent, or one country (grouped by continent).
import Form from 'react-bootstrap/Form';
import { CONTINENTS, type ContinentCode } from '../../../api/common/lists/continents';
import { COUNTRIES, type CountryCode, countriesOfContinent } from '../../../api/common/lists/countries';
import { isValueOf } from '../../../api/common/lists/list-item';

export interface LocationValue {
  country?: CountryCode;
  continent?: ContinentCode;
}

function encode({ country, continent }: LocationValue): string {
  if (country) return `country:${country}`;
  return continent ? `continent:${continent}` : '';
}

function decode(raw: string): LocationValue {
  const [kind, code] = raw.split(':');
  if (kind === 'country' && isValueOf(COUNTRIES, code)) return { country: code };
  if (kind === 'continent' && isValueOf(CONTINENTS, code)) return { continent: code };
  return {};
}

// Built once: a few hundred options that never change (re-renders then skip them).
const OPTIONS = (
  <>
    <option value="">Anywhere</option>
    <optgroup label="Continents">
      {CONTINENTS.map((continent) => (
        <option key={continent.value} value={`continent:${continent.value}`}>
          {continent.value === 'WORLD' ? 'Worldwide (fully remote)' : continent.label}
        </option>
      ))}
    </optgroup>
    {CONTINENTS.filter((continent) => continent.value !== 'WORLD').map((continent) => (
      <optgroup key={continent.value} label={`Countries in ${continent.label}`}>
        {countriesOfContinent(continent.value).map((country) => (
          <option key={country.value} value={`country:${country.value}`}>
            {country.label}
          </option>
        ))}
      </optgroup>
    ))}
  </>
);

export function LocationSelect({ value, onChange }: { value: LocationValue; onChange(value: LocationValue): void }) {
  return (
    <Form.Group className="mb-3" controlId="project-filter-location">
      <Form.Label>Location</Form.Label>
      <Form.Select value={encode(value)} onChange={(event) => onChange(decode(event.target.value))}>
        {OPTIONS}
      </Form.Select>
    </Form.Group>
  );
}
