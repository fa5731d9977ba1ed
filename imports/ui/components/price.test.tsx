import '../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountProvider } from '../lib/account-context';
import { fakeAccount, signedIn } from '../testing/fake-account';
import { Price } from './price';
import { IntlWrapper } from '../testing/intl-wrapper';

describe('Price', () => {
  it('shows the amount in the product format with its currency', () => {
    render(
      <AccountProvider value={fakeAccount()}>
        <p>
          Rate: <Price amount={1250} currency="EUR" unit="/ day" />
        </p>
      </AccountProvider>,
      { wrapper: IntlWrapper },
    );
    expect(screen.getByText(/Rate:/).textContent).toBe('Rate: 1,250.00 EUR / day');
  });

  it('disappears while the user hides prices', () => {
    render(
      <AccountProvider value={signedIn(undefined, { hidePrices: true })}>
        <p>
          Rate: <Price amount={1250} currency="EUR" />
        </p>
      </AccountProvider>,
      { wrapper: IntlWrapper },
    );
    expect(screen.getByText(/Rate:/).textContent).toBe('Rate: ');
  });
});
