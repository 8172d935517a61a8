import { placeCodOrder } from './fixtures/checkout';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// A cash-on-delivery parcel from the owner's booking to the door. The owner books it in the admin
// and downloads its label; the courier (played here through its webhook, as Shiprocket sends it)
// takes it out for delivery and fails; the devotee asks from the message's link, in Hindi on a small
// phone without the page's script, for another try tomorrow; the parcel is delivered, and the
// tracking page tells the whole story in Hindi: courier, AWB, scans newest first, the courier's date.

const COURIER_TOKEN = 'e2e-courier-webhook-token';

const scan = (date: string, label: string, location: string, activity = label) => ({
  date,
  status: 'X',
  activity,
  location,
  'sr-status': '0',
  'sr-status-label': label,
});

test.describe('A cash-on-delivery parcel followed to the door in Hindi on a phone', () => {
  test.use({ ownClientAddress: true, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  test('booked and labelled by the owner, failed once, tried again at the devotee’s word, then delivered', async ({
    page,
    request,
    shopper,
    ownerRequest,
    ownerPage: admin,
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

    // The owner books the confirmed order in the admin and downloads its label and manifest.
    const awb = `DLV${Date.now()}`;
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole('region', { name: 'Courier' }).getByRole('button', { name: 'Book courier' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Book a courier' });
    await dialog.getByLabel('Courier').fill('Delhivery');
    await dialog.getByLabel('AWB (tracking number)').fill(awb);
    await dialog.getByRole('button', { name: 'Book courier' }).click();
    await expect(admin.getByText('Parcel booked with the courier')).toBeVisible();
    const label = admin
      .getByRole('region', { name: 'Courier' })
      .getByRole('link', { name: 'Download label and manifest (PDF)' });
    const pdf = await ownerRequest.get((await label.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const courierSays = async (status: string, statusId: number, scans: ReturnType<typeof scan>[]) => {
      const told = await request.post('/api/v1/shipping/courier/webhook', {
        headers: { 'x-api-key': COURIER_TOKEN },
        data: {
          awb,
          courier_name: 'Delhivery',
          current_status: status,
          current_status_id: statusId,
          shipment_status: status,
          shipment_status_id: statusId,
          etd: '2026-12-02 18:00:00',
          scans,
          is_return: 0,
        },
      });
      expect(told.ok(), await told.text()).toBe(true);
    };
    const picked = scan('2026-11-29 18:10:00', 'PICKED UP', 'Vrindavan_Hub (Uttar Pradesh)');
    const outForDelivery = scan('2026-11-30 08:05:00', 'OUT FOR DELIVERY', 'Jaipur_Hub (Rajasthan)');
    const failed = scan(
      '2026-11-30 12:00:00',
      'UNDELIVERED',
      'Jaipur_Hub (Rajasthan)',
      'Consignee not reachable on phone',
    );
    await courierSays('OUT FOR DELIVERY', 17, [picked, outForDelivery]);
    await courierSays('UNDELIVERED', 21, [picked, outForDelivery, failed]);

    // The devotee answers from the message's link: another try tomorrow.
    const message = await messageTo(ownerRequest, phone, 'delivery-failed');
    const link = new URL(/(https?:\/\/\S+\/delivery-attempt\?\S+)/.exec(message)![1]!);
    expect(link.pathname).toBe('/hi/delivery-attempt');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('कूरियर का कहना है: Consignee not reachable on phone')).toBeVisible();
    await page.getByRole('button', { name: 'कल फिर कोशिश करें' }).click();
    await expect(page.getByTestId('delivery-attempt-result')).toContainText(
      'कूरियर कल फिर से आपका पार्सल पहुँचाने की कोशिश करेगा',
    );

    await courierSays('DELIVERED', 7, [
      picked,
      outForDelivery,
      failed,
      scan('2026-12-01 11:30:00', 'DELIVERED', 'Jaipur_Hub (Rajasthan)'),
    ]);

    await page.goto(`/hi/track-order/${orderId}`);
    await page.getByLabel('ईमेल पता या फ़ोन नंबर').fill(phone);
    await page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }).click();

    await expect(page.getByTestId('tracking-number')).toHaveText(awb);
    await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
    await expect(page.getByTestId('courier-expected')).toHaveText('2 दिसंबर 2026');
    const scans = page.getByTestId('parcel-scans').getByRole('listitem');
    await expect(scans).toHaveCount(4);
    await expect(scans.first()).toContainText('DELIVERED');
    await expect(scans.first()).toContainText('1 दिसंबर 2026');
    await expect(scans.nth(1)).toContainText('UNDELIVERED');
    await expect(scans.nth(2)).toContainText('Jaipur Hub (Rajasthan)');
    // The timeline's steps, in Hindi, with the delivery as the status now.
    await expect(page.getByText('स्थिति: पहुँच गया')).toBeVisible();
    await expect(page.getByRole('list', { name: 'ऑर्डर की टाइमलाइन' }).getByRole('listitem')).toHaveText([
      /तैयार हो रहा है/,
      /भेज दिया गया/,
      /डिलीवरी के लिए निकला/,
      /पहुँच गया/,
    ]);
    // Readable on a 360-pixel phone: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
