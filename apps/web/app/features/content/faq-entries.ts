import {
  DISPATCH_PROMISE,
  FREE_SHIPPING_THRESHOLD_PAISE,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  SIZE_CHART,
  SUPPORT_PHONE,
} from '@shop/shared/constants';
import { COD_UNAVAILABLE_STATES, deliveryDaysByZoneText, deliveryDaysText } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { BANK_REFUND_BUSINESS_DAYS, DAMAGE_REPORT_HOURS, INSPECTION_BUSINESS_DAYS } from './policy-facts';

type FaqEntry = { question: string; answer: string };
/** `id` names the group's heading anchor, the same in every language. */
export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

const [smallest] = SIZE_CHART;
const largest = SIZE_CHART.at(-1) ?? smallest;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'sizes',
    title: 'Sizes',
    entries: [
      {
        question: 'How do I know which size fits my Laddu Gopal?',
        answer: `Measure your idol’s height from the base to the top of the head while seated, then match it with the size guide on the product page. Sizes run from ${smallest.size} (about ${smallest.idolHeightIn} inches) to ${largest.size} (about ${largest.idolHeightIn} inches). If you are between two sizes, choose the larger one.`,
      },
      {
        question: 'Do Radha Rani and Mata Rani dresses use the same sizes?',
        answer:
          'Most of them do: each product page lists the sizes it comes in and the size guide gives the matching idol height. Where a dress is made for a standing idol, its description gives the height it fits.',
      },
      {
        question: 'Can I get a dress made in a custom size?',
        answer: `Call or chat with us on ${SUPPORT_PHONE} with your idol’s measurements. We will tell you whether our tailors can make it and how long it will take.`,
      },
    ],
  },
  {
    id: 'orders-and-delivery',
    title: 'Orders and delivery',
    entries: [
      {
        question: 'How soon will my order arrive?',
        answer: `Orders leave us within ${DISPATCH_PROMISE}. Standard delivery takes ${deliveryDaysByZoneText()}. Express delivery reaches most of India in ${deliveryDaysText(undefined, 'express')}. The product page shows the dates for your PIN code.`,
      },
      {
        question: 'How much is delivery?',
        answer: `Standard delivery is free on orders of ${formatINR(FREE_SHIPPING_THRESHOLD_PAISE)} or more and costs ${formatINR(SHIPPING_FEE_PAISE.online)} below that. Express delivery costs ${formatINR(SHIPPING_FEE_PAISE.express)}, and store pickup is free.`,
      },
      {
        question: 'How do I track my order?',
        answer:
          'Open My Orders in your account and choose the order to see its status. Your dispatch email also carries the courier’s tracking link.',
      },
      {
        question: 'Can I cancel my order?',
        answer:
          'Yes, until it is dispatched. Open the order in My Orders and press Cancel. If you had already paid, the refund starts straight away.',
      },
    ],
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns and refunds',
    entries: [
      {
        question: 'What is your return policy?',
        answer: `You can return unused items with their tags and packing within ${RETURN_WINDOW_DAYS} days of delivery. Request the return from the order page in My Orders.`,
      },
      {
        question: 'When will I get my refund?',
        answer: `We inspect returned items within ${INSPECTION_BUSINESS_DAYS} business days of receiving them. The refund goes back to the way you paid; banks usually take ${BANK_REFUND_BUSINESS_DAYS.min}-${BANK_REFUND_BUSINESS_DAYS.max} business days to show it, UPI is often faster.`,
      },
      {
        question: 'My parcel arrived damaged. What should I do?',
        answer: `Take photos of the package and the item and write to us within ${DAMAGE_REPORT_HOURS} hours of delivery with your order number. We will replace the item or refund it, including the delivery charge.`,
      },
    ],
  },
  {
    id: 'payments-and-coupons',
    title: 'Payments and coupons',
    entries: [
      {
        question: 'How can I pay?',
        answer: `Pay online with a Visa, Mastercard or RuPay card, with any UPI app, or with a Paytm wallet, or pay cash on delivery (everywhere except ${COD_UNAVAILABLE_STATES.join(' and ')}). Online payments are processed securely by Razorpay; we never see your card number or UPI PIN.`,
      },
      {
        question: 'How do I use a coupon?',
        answer:
          'Type the code in the coupon box in your cart or at checkout and press Apply. One coupon can be used per order, and each has its own minimum order value.',
      },
    ],
  },
  {
    id: 'care',
    title: 'Care',
    entries: [
      {
        question: 'How should I clean my Thakur Ji’s dresses?',
        answer:
          'Dresses with stones, sequins or zari should not be washed: air them after use and wipe gently with a soft dry cloth. Plain cotton daily-wear dresses can be hand-washed in cold water with a mild soap and dried in the shade.',
      },
      {
        question: 'How do I store dresses and mukut between festivals?',
        answer:
          'Fold dresses in a soft cotton cloth and keep them in a dry box away from sunlight. Keep each mukut in its own box so the feathers and stones are not pressed.',
      },
    ],
  },
];

/** schema.org FAQPage, so search engines can show the answers. */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    ),
  };
}
