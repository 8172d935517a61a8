import { placeCodOrder } from './fixtures/checkout';
import { newMobile } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// A parcel on its way: the owner books it, the courier scans it, and the devotee follows it on the
// tracking page in Hindi on a small phone, without the page's script (the answer is the server's).

const COURIER_TOKEN = 'e2e-courier-webhook-token';

test.describe('Following a parcel in Hindi on a phone', () => {
  test.use({ ownClientAddress: true, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  test("A devotee sees the courier, the AWB, its scans newest first and the courier's date", async ({
    page,
    request,
    shopper,
    ownerRequest,
  }) => {
    const phone = newMobile();
    const orderId = await placeCodOrder(request, ownerRequest, shopper.email, {
      buyNow: true,
      language: 'hi-IN',
      phone,
    });
    const confirmed = await ownerRequest.post(`/api/v1/admin/orders/${orderId}/cod-confirmation`, {
      data: { decision: 'confirm' },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const awb = `DLV${Date.now()}`;
    const booked = await ownerRequest.post(`/api/v1/admin/orders/${orderId}/shipment`, {
      data: { courier: 'Delhivery', trackingNumber: awb },
    });
    expect(booked.ok(), await booked.text()).toBe(true);

    const scan = (date: string, label: string, location: string) => ({
      date,
      status: 'X',
      activity: label,
      location,
      'sr-status': '0',
      'sr-status-label': label,
    });
    const told = await ownerRequest.post('/api/v1/shipping/courier/webhook', {
      headers: { 'x-api-key': COURIER_TOKEN },
      data: {
        awb,
        courier_name: 'Delhivery',
        current_status: 'IN TRANSIT',
        current_status_id: 18,
        shipment_status: 'IN TRANSIT',
        shipment_status_id: 18,
        current_timestamp: '30 11 2026 09:00:00',
        etd: '2026-12-02 18:00:00',
        scans: [
          scan('2026-11-29 18:10:00', 'PICKED UP', 'Vrindavan_Hub (Uttar Pradesh)'),
          scan('2026-11-30 08:05:00', 'IN TRANSIT', 'Jaipur_Hub (Rajasthan)'),
        ],
        is_return: 0,
      },
    });
    expect(told.ok(), await told.text()).toBe(true);

    await page.goto(`/hi/track-order/${orderId}`);
    await page.getByLabel('ईमेल पता या फ़ोन नंबर').fill(phone);
    await page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }).click();

    await expect(page.getByTestId('tracking-number')).toHaveText(awb);
    await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
    await expect(page.getByTestId('courier-expected')).toHaveText('2 दिसंबर 2026');
    const scans = page.getByTestId('parcel-scans').getByRole('listitem');
    await expect(scans).toHaveCount(2);
    await expect(scans.first()).toContainText('IN TRANSIT');
    await expect(scans.first()).toContainText('Jaipur Hub (Rajasthan)');
    await expect(scans.first()).toContainText('30 नवंबर 2026');
    await expect(scans.nth(1)).toContainText('PICKED UP');
    // Readable on a 360-pixel phone: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
