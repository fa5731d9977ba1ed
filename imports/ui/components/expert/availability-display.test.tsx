// How an availability reads on cards and the expert page: "Available from …, 60 % of full time"
// in the UI language, "Not available at present" for a "not" without a date ahead, and the
// "Unconfirmed" badge only past 30 days (none without a confirmation date: an older document).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/cleanup';
import { intlFor } from '../../../i18n/intl';
import { IntlWrapper, intlWrapper } from '../../testing/intl-wrapper';
import { availabilityText, blockedPeriodTexts } from './expert-facts';
import { UnconfirmedBadge } from './unconfirmed-badge';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T10:00:00Z');
const february = new Date('2027-02-01T00:00:00Z');

describe('availability as the directory shows it', () => {
  it('names the date in the UI language and the capacity', () => {
    const availability = { status: 'partly' as const, from: february, workloadPercent: 60 };
    expect(availabilityText(intlFor('en'), { availability }, now)).toBe('Available from 1 Feb 2027, 60 % of full time');
    expect(availabilityText(intlFor('de'), { availability }, now)).toBe('Verfügbar ab 1. Feb. 2027, 60 % einer Vollzeitstelle');
  });

  it('says "not available" only while no date ahead says when', () => {
    expect(availabilityText(intlFor('en'), { availability: { status: 'not', from: new Date(now.getTime() - DAY), workloadPercent: 100 } }, now)).toBe('Not available at present');
    expect(availabilityText(intlFor('en'), { availability: { status: 'not', from: february, workloadPercent: 100 } }, now)).toBe('Available from 1 Feb 2027, full time');
  });

  it('names the blocked periods not over yet', () => {
    const availability = {
      from: february,
      workloadPercent: 60,
      blocked: [
        { from: new Date('2026-08-01T00:00:00Z'), to: new Date('2026-08-14T00:00:00Z') },
        { from: new Date('2027-04-01T00:00:00Z'), to: new Date('2027-04-14T00:00:00Z') },
      ],
    };
    expect(blockedPeriodTexts(intlFor('en'), availability, now)).toEqual(['Not available 1 Apr 2027 – 14 Apr 2027']);
    expect(blockedPeriodTexts(intlFor('en'), { from: february, workloadPercent: 60 }, now)).toEqual([]);
  });

  it('shows the badge past 30 days only, in the UI language', () => {
    const { unmount } = render(<UnconfirmedBadge availability={{ from: february, workloadPercent: 60, confirmedAt: new Date(Date.now() - 31 * DAY) }} />, { wrapper: IntlWrapper });
    expect(screen.getByTestId('availability-unconfirmed').textContent).toBe('Unconfirmed');
    unmount();
    render(<UnconfirmedBadge availability={{ from: february, workloadPercent: 60, confirmedAt: new Date(Date.now() - 31 * DAY) }} />, { wrapper: intlWrapper('cs') });
    expect(screen.getByTestId('availability-unconfirmed').textContent).toBe('Nepotvrzeno');
  });

  it('shows no badge for a recent confirmation or none at all', () => {
    render(
      <>
        <UnconfirmedBadge availability={{ from: february, workloadPercent: 60, confirmedAt: new Date(Date.now() - 29 * DAY) }} />
        <UnconfirmedBadge availability={{ from: february, workloadPercent: 60 }} />
        <UnconfirmedBadge availability={undefined} />
      </>,
      { wrapper: IntlWrapper },
    );
    expect(screen.queryByTestId('availability-unconfirmed')).toBeNull();
  });
});
