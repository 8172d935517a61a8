import { describe, expect, it } from 'vitest';
import { orderNumber } from '@shop/shared/order-rules';
import type { EmailOrder } from '../checkout/order-email-layout';
import { orderTexts } from '../checkout/order-texts';
import { orderDeliveredEmail, orderShippedEmail } from './order-lifecycle-emails';

const base = 'https://shop.example.in';
const order = (locale: EmailOrder['locale']): EmailOrder => ({
  id: '0b6c3f0e-9d1a-4c5e-8f2a-1a2b3c4d5e6f',
  paymentMethod: 'cod',
  totalPaise: 1_24_999_00,
  shippingAddress: { fullName: 'Radha Devi' },
  courier: 'Delhivery',
  trackingNumber: 'AWB123',
  // 2 December 2026 in India: the return window runs seven days from it.
  deliveredAt: new Date('2026-12-02T10:00:00Z'),
  locale,
});
const n = orderNumber(order('en').id);

describe('order updates in the order language', () => {
  it('tells a Hindi order it shipped, in Hindi, with rupees grouped the Indian way and a /hi link', () => {
    const email = orderShippedEmail(order('hi'), base);
    expect(email.subject).toBe(`Shringar Shop: ऑर्डर ${n} भेज दिया गया है`);
    expect(email.text).toContain(`खुशखबरी: ऑर्डर ${n} आपके पास आने के लिए निकल चुका है।`);
    expect(email.text).toContain('- कूरियर: Delhivery\n- ट्रैकिंग नंबर: AWB123');
    expect(email.text).toContain('कृपया डिलीवरी के समय ₹1,24,999 तैयार रखें।');
    expect(email.text).toContain(`अपना ऑर्डर ट्रैक करें: ${base}/hi/track-order/${order('hi').id}`);
    expect(email.html).toContain('<p>नमस्ते Radha Devi जी,</p>');
  });

  it('says the last day for a return as a Hindi date', () => {
    expect(orderDeliveredEmail(order('hi'), base).text).toContain('(9 दिसंबर 2026 तक)');
    expect(orderDeliveredEmail(order('en'), base).text).toContain('(until 9 December 2026)');
  });

  it('keeps the English email as it was', () => {
    const email = orderShippedEmail(order('en'), base);
    expect(email.subject).toBe(`Shringar Shop: order ${n} has shipped`);
    expect(email.text).toBe(
      [
        'Namaste Radha Devi,',
        `Good news: order ${n} is on its way.`,
        '- Courier: Delhivery\n- Tracking number: AWB123',
        'Please keep ₹1,24,999 ready for the delivery.',
        `Track your order: ${base}/track-order/${order('en').id}`,
        `See your order: ${base}/dashboard/orders/${order('en').id}`,
        'Questions? Call us on +91 98765 43210 or write to support@shringarshop.in.',
        '— Shringar Shop',
      ].join('\n\n'),
    );
  });

  it("texts a Hindi order's shipping in Hindi, as the Hindi WhatsApp template", () => {
    const text = orderTexts.shipped(order('hi'), base);
    const link = `${base}/hi/track-order/${order('hi').id}`;
    expect(text).toEqual({
      template: 'order-shipped',
      params: [`#${n}`, 'Delhivery', 'AWB123', link],
      text: `आपका ऑर्डर #${n} Delhivery से भेज दिया गया है (AWB AWB123)। ट्रैक करें: ${link}`,
      language: 'hi',
    });
    expect(orderTexts.shipped(order('en'), base).text).toBe(
      `Your order #${n} has shipped with Delhivery (AWB AWB123). Track it: ${base}/track-order/${order('en').id}`,
    );
  });
});
