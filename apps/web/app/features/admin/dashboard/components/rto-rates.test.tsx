// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RtoRates } from './rto-rates';

afterEach(cleanup);

const none = { ended: 0, returnedToOrigin: 0, rate: null };

describe('the return-to-origin panel of the dashboard', () => {
  it('states the period and each zone’s and way of paying’s parcels, returns and rate', () => {
    render(
      <RtoRates
        rto={{
          from: '2026-08-31',
          to: '2026-11-29',
          byZone: [
            { zone: 'metro', ended: 40, returnedToOrigin: 3, rate: 7.5 },
            { zone: 'rest_of_india', ended: 60, returnedToOrigin: 12, rate: 20 },
            { zone: 'north_east', ...none },
            { zone: 'remote', ...none },
          ],
          byPaymentMethod: [
            { paymentMethod: 'online', ended: 50, returnedToOrigin: 2, rate: 4 },
            { paymentMethod: 'cod', ended: 50, returnedToOrigin: 13, rate: 26 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: /Returned to origin, orders placed/ }).textContent).toMatch(
      /31 Aug.*29 Nov/,
    );
    const zones = within(screen.getByRole('region', { name: 'By delivery zone' }));
    expect(zones.getByRole('row', { name: /Rest of India/ }).textContent).toBe('Rest of India601220%');
    expect(zones.getByRole('row', { name: /North-east/ }).textContent).toBe('North-east00—');
    const payments = within(screen.getByRole('region', { name: 'By payment' }));
    expect(payments.getByRole('row', { name: /Cash on delivery/ }).textContent).toBe('Cash on delivery501326%');
  });
});
