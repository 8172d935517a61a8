import type { OrderStatus } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import { ORDER_STATUS_LABELS } from '@shop/shared/order-status-labels';

// An order's status history keeps what happened as the shop wrote it in English: the owner's
// screens and the audit read it so. A shopper reading in Hindi gets the shop's own sentences in
// Hindi, worded here when the order is shown; what a person typed after them (the owner's note, a
// shopper's reason for cancelling, a courier's name) is kept as typed. A sentence not listed here
// (a new one, or the owner's own note) stays English and the page marks it so by its script.

type Rule = [english: RegExp, hindi: (...parts: string[]) => string];

const STOCK_BACK = 'सामान वापस स्टॉक में रखा गया';

/** Whole sentences; `(.+)` is text kept as written or worded again by these rules. */
const RULES: Rule[] = [
  [/^Awaiting payment$/, () => 'भुगतान का इंतज़ार है'],
  [/^Payment received$/, () => 'भुगतान मिल गया'],
  [/^Order placed: cash on delivery$/, () => 'ऑर्डर हो गया: कैश ऑन डिलीवरी'],
  [/^Order placed: cash on delivery, confirmed by email$/, () => 'ऑर्डर हो गया: कैश ऑन डिलीवरी, ईमेल से कन्फ़र्म किया गया'],
  [
    /^Cash on delivery: awaiting confirmation from the emailed link$/,
    () => 'कैश ऑन डिलीवरी: ईमेल पर भेजे गए लिंक से कन्फ़र्मेशन का इंतज़ार है',
  ],
  [
    /^Cash on delivery confirmed by the customer from the confirmation message$/,
    () => 'आपने संदेश के लिंक से कैश ऑन डिलीवरी कन्फ़र्म किया',
  ],
  [/^Cash on delivery confirmed by the shop after a call$/, () => 'दुकान ने फ़ोन पर बात करके कैश ऑन डिलीवरी कन्फ़र्म किया'],
  [
    /^Cash on delivery not confirmed \(by the customer from the confirmation message\)$/,
    () => 'आपने संदेश के लिंक से कैश ऑन डिलीवरी कन्फ़र्म नहीं किया',
  ],
  [
    /^Cash on delivery not confirmed \(by the shop after a call\)$/,
    () => 'दुकान से फ़ोन पर बात के बाद कैश ऑन डिलीवरी कन्फ़र्म नहीं हुआ',
  ],
  [/^Cancelled by the customer$/, () => 'आपने ऑर्डर रद्द किया'],
  [/^Cancelled by the shop$/, () => 'दुकान ने ऑर्डर रद्द किया'],
  [/^Cancelled by the customer: (.+)$/s, (reason) => `आपने ऑर्डर रद्द किया: ${reason}`],
  [/^Cancelled by the shop: (.+)$/s, (reason) => `दुकान ने ऑर्डर रद्द किया: ${reason}`],
  [/^Replaced by a newer checkout$/, () => 'इसकी जगह नया चेकआउट शुरू हुआ'],
  [/^The payment service could not open this payment$/, () => 'भुगतान सेवा यह भुगतान शुरू नहीं कर पाई'],
  [/^Payment failed; items returned to stock$/, () => `भुगतान नहीं हो पाया; ${STOCK_BACK}`],
  [/^Payment not received in time; items returned to stock$/, () => `समय पर भुगतान नहीं मिला; ${STOCK_BACK}`],
  [
    /^Not confirmed from the emailed link in time; items returned to stock$/,
    () => `ईमेल पर भेजे गए लिंक से समय पर कन्फ़र्म नहीं हुआ; ${STOCK_BACK}`,
  ],
  [
    /^Payment arrived after the items sold out; refund started$/,
    () => 'सामान बिक जाने के बाद भुगतान पहुँचा; पैसे लौटाना शुरू कर दिया गया है',
  ],
  [
    /^Payment arrived after coupon (\S+) could no longer be used \((.+)\); refund started$/s,
    (code, why) => `कूपन ${code} इस्तेमाल न हो सकने (${why}) के बाद भुगतान पहुँचा; पैसे लौटाना शुरू कर दिया गया है`,
  ],
  [
    /^Shipped with (.+), tracking number (\S+)\. (.+)$/s,
    (courier, number, note) => `${courier} से भेजा गया, ट्रैकिंग नंबर ${number}। ${note}`,
  ],
  [/^Shipped with (.+), tracking number (\S+)$/, (courier, number) => `${courier} से भेजा गया, ट्रैकिंग नंबर ${number}`],
  [/^Refused at the door; back in stock$/, () => `दरवाज़े पर लेने से मना किया गया; ${STOCK_BACK}`],
  [/^Refused at the door$/, () => 'दरवाज़े पर लेने से मना किया गया'],
  [/^Returning to the shop \(RTO\)$/, () => 'पार्सल दुकान को वापस जा रहा है (RTO)'],
  [/^Parcel received back; back in stock$/, () => `पार्सल दुकान पर वापस पहुँचा; ${STOCK_BACK}`],
  [
    /^Parcel (\S*) with (.+) cancelled with the carrier$/,
    (awb, courier) => `${courier} का पार्सल ${awb} कूरियर के साथ रद्द किया गया`,
  ],
  [/^Return approved$/, () => 'वापसी मंज़ूर हुई'],
  [/^Return approved: (.+)$/s, (note) => `वापसी मंज़ूर हुई: ${note}`],
  [/^Refund of (₹[\d,.]+) processed$/, (amount) => `${amount} लौटा दिए गए`],
  // a failed delivery (shipping/delivery-attempts.ts); the courier's reason and a typed address stay
  [
    /^Delivery attempt (\d+) failed: (.+)\. The shopper was sent a link to choose what happens next\.$/s,
    (n, reason) => `डिलीवरी की कोशिश ${n} नाकाम रही: ${reason}। आपको आगे क्या हो, यह चुनने का लिंक भेजा गया।`,
  ],
  [
    /^Failed delivery (\d+): (the shopper|the shop, for the shopper,) asked the courier to (.+?)\.( The courier is arranged by hand: the owner passes this on\.)?$/s,
    (n, who, what, rest = '') => `नाकाम डिलीवरी ${n}: ${who} ${what}।${rest}`,
  ],
  [/^the shopper$/, () => 'आपने'],
  [/^the shop, for the shopper,$/, () => 'दुकान ने आपकी ओर से'],
  [/^try again tomorrow$/, () => 'कूरियर से कल फिर कोशिश करने को कहा'],
  [/^bring the parcel back$/, () => 'कूरियर से पार्सल वापस लाने को कहा'],
  [
    /^try again at (.+) \(PIN (\d+)\), phone (\d+)$/s,
    (lines, pin, phone) => `कूरियर से ${lines} (पिन ${pin}), फ़ोन ${phone} पर फिर कोशिश करने को कहा`,
  ],
  [/^ The courier is arranged by hand: the owner passes this on\.$/, () => ' दुकान यह चुनाव कूरियर तक खुद पहुँचाती है।'],
];

/** The courier's scans and failed deliveries (shipping/): lines about the parcel, not status changes. */
const PARCEL_REMARK = /^(Courier: |Delivery attempt \d+ failed: |Failed delivery \d+: )/;

/** Whether a history line tells of the parcel without changing the order's status. */
export function isParcelRemark(note: string): boolean {
  return PARCEL_REMARK.test(note);
}

/** A history note in the shopper's language; a note that only repeats its status says nothing. */
export function historyNoteIn(note: string, status: OrderStatus, locale: Locale): string {
  if (locale === 'en') return note;
  if (note.toLowerCase() === ORDER_STATUS_LABELS[status].toLowerCase()) return '';
  return hindiOf(note);
}

function hindiOf(note: string): string {
  for (const [english, hindi] of RULES) {
    const match = english.exec(note);
    // A reason may itself be one of the shop's sentences ("Cancelled by the shop: Cash on delivery not confirmed …").
    if (match) return hindi(...match.slice(1).map((part) => hindiOf(part)));
  }
  return note;
}
