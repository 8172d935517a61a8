import { describe, expect, it } from 'vitest';
import { HOLD_RUN_OUT_NOTE } from '../checkout/order-placement';
import { historyNoteIn, isParcelRemark } from './history-notes';

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN_WORD = /\b[A-Za-z]{2,}\b/;

describe("An order's history told to a shopper reading Hindi", () => {
  it("words the shop's own sentences in Hindi, with no English left", () => {
    const notes = [
      'Order placed: cash on delivery',
      'Cash on delivery confirmed by the customer from the confirmation message',
      'Cash on delivery: awaiting confirmation from the emailed link',
      'Payment received',
      HOLD_RUN_OUT_NOTE.online,
      HOLD_RUN_OUT_NOTE.cod,
      'Cancelled by the shop: Cash on delivery not confirmed (by the shop after a call)',
      'Payment arrived after the items sold out; refund started',
      'Failed delivery 1: the shopper asked the courier to try again tomorrow.',
      'Failed delivery 2: the shop, for the shopper, asked the courier to bring the parcel back. The courier is arranged by hand: the owner passes this on.',
    ];
    for (const note of notes) {
      const hindi = historyNoteIn(note, 'processing', 'hi');
      expect(hindi, note).toMatch(DEVANAGARI);
      expect(hindi, note).not.toMatch(LATIN_WORD);
    }
    expect(historyNoteIn('Refund of ₹1,049.50 processed', 'refunded', 'hi')).toBe('₹1,049.50 लौटा दिए गए');
  });

  it("words a failed delivery in Hindi, keeping the courier's reason and the typed address", () => {
    expect(
      historyNoteIn(
        'Delivery attempt 1 failed: Door locked. The shopper was sent a link to choose what happens next.',
        'shipped',
        'hi',
      ),
    ).toBe('डिलीवरी की कोशिश 1 नाकाम रही: Door locked। आपको आगे क्या हो, यह चुनने का लिंक भेजा गया।');
    expect(
      historyNoteIn(
        'Failed delivery 1: the shopper asked the courier to try again at 12 Seva Kunj (PIN 281121), phone 9876543210.',
        'shipped',
        'hi',
      ),
    ).toBe('नाकाम डिलीवरी 1: आपने कूरियर से 12 Seva Kunj (पिन 281121), फ़ोन 9876543210 पर फिर कोशिश करने को कहा।');
  });

  it('keeps what a person typed as typed', () => {
    expect(historyNoteIn('Cancelled by the customer: ordered twice', 'cancelled', 'hi')).toBe(
      'आपने ऑर्डर रद्द किया: ordered twice',
    );
    expect(historyNoteIn('Shipped with Delhivery, tracking number DL123. Fragile', 'shipped', 'hi')).toBe(
      'Delhivery से भेजा गया, ट्रैकिंग नंबर DL123। Fragile',
    );
    expect(historyNoteIn('Left with the neighbour', 'delivered', 'hi')).toBe('Left with the neighbour');
  });

  it('says nothing where the note only repeats the status, and leaves English as it was', () => {
    expect(historyNoteIn('Delivered', 'delivered', 'hi')).toBe('');
    expect(historyNoteIn('Delivered', 'delivered', 'en')).toBe('Delivered');
  });
});

describe('Lines about the parcel', () => {
  it("are the courier's scans and failed deliveries, not the owner's status changes", () => {
    expect(isParcelRemark('Courier: OUT FOR DELIVERY · Jaipur Hub')).toBe(true);
    expect(
      isParcelRemark(
        'Delivery attempt 2 failed: Door locked. The shopper was sent a link to choose what happens next.',
      ),
    ).toBe(true);
    expect(isParcelRemark('Failed delivery 1: the shopper asked the courier to try again tomorrow.')).toBe(true);
    expect(isParcelRemark('Shipped with Delhivery, tracking number DLV123')).toBe(false);
    expect(isParcelRemark('Courier says hello')).toBe(false);
  });
});
