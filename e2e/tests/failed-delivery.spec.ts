import { placeCodOrder } from './fixtures/checkout';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// The courier could not deliver (its NDR, told through the courier webhook as Shiprocket would):
// the devotee chooses from the message's link on a small phone, in Hindi, without the page's script.

test.use({ ownClientAddress: true, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

test('A devotee whose parcel was not delivered gives the courier another phone number from the message', async ({
  page,
  request,
  shopper,
  ownerRequest,
}) => {
  const phone = newMobile();
  const orderId = await placeCodOrder(request, ownerRequest, shopper.email, { buyNow: true, language: 'hi-IN', phone });
  const confirmed = await ownerRequest.post(`/api/v1/admin/orders/${orderId}/cod-confirmation`, {
    data: { decision: 'confirm' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const awb = `EK${Date.now()}IN`;
  const booked = await ownerRequest.post(`/api/v1/admin/orders/${orderId}/shipment`, {
    data: { courier: 'India Post', trackingNumber: awb },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const reported = await request.post('/api/v1/shipping/courier/webhook', {
    headers: { 'x-api-key': 'e2e-courier-webhook-token' },
    data: {
      awb,
      current_status: 'UNDELIVERED',
      shipment_status_id: 21,
      scans: [
        { date: '2026-11-30 12:00:00', activity: 'Consignee not reachable on phone', 'sr-status-label': 'UNDELIVERED' },
      ],
    },
  });
  expect(reported.ok()).toBe(true);

  const message = await messageTo(ownerRequest, phone, 'delivery-failed');
  const link = new URL(/(https?:\/\/\S+\/delivery-attempt\?\S+)/.exec(message)![1]!);
  expect(link.pathname).toBe('/hi/delivery-attempt');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'आपका पार्सल नहीं पहुँच सका' })).toBeVisible();
  await expect(page.getByText('कूरियर का कहना है: Consignee not reachable on phone')).toBeVisible();

  // A wrong number is refused in Hindi and what was typed stays.
  await page.getByLabel('कूरियर के लिए फ़ोन नंबर').fill('98765');
  await page.getByRole('button', { name: 'बदली हुई जानकारी भेजें' }).click();
  await expect(page.getByRole('alert')).toContainText('फ़ोन नंबर 10 अंकों का होना चाहिए');
  await expect(page.getByLabel('कूरियर के लिए फ़ोन नंबर')).toHaveValue('98765');

  await page.getByLabel('कूरियर के लिए फ़ोन नंबर').fill('98765 43210');
  await page.getByRole('button', { name: 'बदली हुई जानकारी भेजें' }).click();
  await expect(page.getByTestId('delivery-attempt-result')).toContainText('कूरियर आपके नए पते या फ़ोन नंबर के साथ');
  // The shop's courier is arranged by hand: the page says the shop passes the choice on.
  await expect(page.getByText('आपका चुनाव हम खुद कूरियर तक पहुँचाते हैं।')).toBeVisible();

  // Opened again, the link shows the choice and offers none.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('आपने कूरियर को बदला हुआ पता या फ़ोन नंबर दिया है।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'कल फिर कोशिश करें' })).toHaveCount(0);
});
