import '../../testing/cleanup';
import '../../testing/mock-people';
import '../../testing/mock-own-user';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('sign-up wizard in Czech', () => {
  it('tells a Czech candidate who sends the empty first step what is missing, in Czech, under each field', async () => {
    renderApp({ url: '/engine/sign-up/personal-details-1', locale: 'cs' });
    const form = await screen.findByRole('form', { name: 'Osobní údaje' }, { timeout: 15_000 });
    expect(screen.getByText('Krok 1 z 5: Osobní údaje')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Heslo( \*)?$/), { target: { value: 'kratke' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vytvořit účet a pokračovat' }));
    expect(await within(form).findByText('Pole „Jméno“ je povinné')).toBeTruthy();
    expect(within(form).getByText('Pole „Příjmení“ je povinné')).toBeTruthy();
    expect(within(form).getByText('Pole „E-mail“ je povinné')).toBeTruthy();
    expect(within(form).getByText('Pole „Heslo“ musí mít alespoň 8 znaků')).toBeTruthy();
    expect(within(form).getByText('Pole „Heslo znovu“ je povinné')).toBeTruthy();
    // The field's own label is translated too, and the error is linked to it.
    expect(within(form).getByLabelText(/^Jméno/).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(/is required/)).toBeNull();
  });
});
