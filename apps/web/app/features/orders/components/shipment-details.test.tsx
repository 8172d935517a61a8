// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Order } from '@shop/shared/contracts/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { InLanguage } from '../../../test/language';
import { ShipmentDetails } from './shipment-details';

const booked: Pick<Order, 'courier' | 'trackingNumber' | 'parcel'> = {
  courier: 'Ekart Prepaid',
  trackingNumber: 'SR1001',
  parcel: {
    courier: 'Ekart Prepaid',
    awb: 'SR1001',
    trackingUrl: 'https://shiprocket.co/tracking/SR1001',
    expectedBy: '2026-12-02',
    scans: [
      { at: '2026-11-30T02:35:00.000Z', status: 'IN TRANSIT', location: 'Jaipur_Hub (Rajasthan)' },
      { at: '2026-11-29T12:40:00.000Z', status: 'PICKED UP', location: 'Vrindavan' },
    ],
  },
};

afterEach(cleanup);

describe('The parcel on the order and tracking pages', () => {
  it("shows the courier, its AWB with the courier's tracking link, its date and its scans newest first in India time", () => {
    render(<ShipmentDetails order={booked} />, { wrapper: ({ children }) => <InLanguage>{children}</InLanguage> });
    expect(screen.getByTestId('tracking-number').textContent).toBe('SR1001');
    expect(screen.getByRole('link', { name: 'Track on the courier’s website' }).getAttribute('href')).toBe(
      'https://shiprocket.co/tracking/SR1001',
    );
    expect(screen.getByTestId('courier-expected').textContent).toBe('2 Dec 2026');
    const scans = within(screen.getByTestId('parcel-scans')).getAllByRole('listitem');
    expect(scans.map((scan) => scan.textContent)).toEqual([
      '30 Nov 2026, 8:05 amIN TRANSITJaipur Hub (Rajasthan)',
      '29 Nov 2026, 6:10 pmPICKED UPVrindavan',
    ]);
  });

  it("says it in Hindi, keeping the courier's own words marked as English", () => {
    render(<ShipmentDetails order={booked} />, {
      wrapper: ({ children }) => <InLanguage locale="hi">{children}</InLanguage>,
    });
    expect(screen.getByRole('link', { name: 'कूरियर की वेबसाइट पर ट्रैक करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कूरियर के अपडेट, नए सबसे पहले' })).toBeTruthy();
    expect(screen.getByText('IN TRANSIT').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('courier-expected').textContent).toContain('दिसंबर');
  });

  it('makes no link of a tracking address that is not a web address', () => {
    const odd = { ...booked, parcel: { ...booked.parcel!, trackingUrl: 'javascript:alert(1)', scans: [] } };
    render(<ShipmentDetails order={odd} />, { wrapper: ({ children }) => <InLanguage>{children}</InLanguage> });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('parcel-scans')).toBeNull();
  });
});
