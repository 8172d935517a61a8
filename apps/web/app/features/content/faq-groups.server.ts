import {
  DISPATCH_HOURS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  SIZE_CHART,
  SUPPORT_PHONE,
} from '@shop/shared/constants';
import { COD_UNAVAILABLE_STATES, DELIVERY_DAYS, DELIVERY_ZONES } from '@shop/shared/delivery-estimate';
import type { Locale } from '@shop/shared/locale';
import { formatINR } from '@shop/shared/money';
import type { Translate } from '../../lib/i18n';
import type { MessageId } from '../../locales/catalogues.server';
import type { FaqGroup } from './faq-entries';
import { BANK_REFUND_BUSINESS_DAYS, DAMAGE_REPORT_HOURS, INSPECTION_BUSINESS_DAYS } from './policy-facts';
import { stateList } from './state-names';

const [smallest] = SIZE_CHART;
const largest = SIZE_CHART.at(-1) ?? smallest;

/**
 * The FAQ in the page's language, built on the server (its words and the shop's figures), so the
 * page and its schema.org block say the same. `t` needs the `faq` and `shippingPolicy` namespaces.
 */
export function faqGroups(t: Translate, locale: Locale): FaqGroup[] {
  const days = (zone: keyof typeof DELIVERY_DAYS, method: 'online' | 'express') =>
    t('shippingPolicy.businessDays', DELIVERY_DAYS[zone][method]);
  const zoneNames: Record<(typeof DELIVERY_ZONES)[number], MessageId> = {
    metro: 'shippingPolicy.zoneMetro',
    rest_of_india: 'shippingPolicy.zoneRestOfIndia',
    north_east: 'shippingPolicy.zoneNorthEast',
    remote: 'shippingPolicy.zoneRemote',
  };
  const entry = (key: string, values?: Record<string, unknown>) => ({
    question: t(`faq.${key}Question` as MessageId),
    answer: t(`faq.${key}Answer` as MessageId, values),
  });
  return [
    {
      id: 'sizes',
      title: t('faq.groupSizes'),
      entries: [
        entry('sizeFit', {
          smallest: smallest.size,
          smallestHeight: smallest.idolHeightIn,
          largest: largest.size,
          largestHeight: largest.idolHeightIn,
        }),
        entry('sizeSame'),
        entry('sizeCustom', { phone: SUPPORT_PHONE }),
      ],
    },
    {
      id: 'orders-and-delivery',
      title: t('faq.groupOrders'),
      entries: [
        entry('deliveryTime', {
          dispatch: t('shippingPolicy.dispatchHours', DISPATCH_HOURS),
          byZone: DELIVERY_ZONES.map((zone) =>
            t('faq.zoneDays', { days: days(zone, 'online'), zone: t(zoneNames[zone]) }),
          ).join(', '),
          express: days('rest_of_india', 'express'),
        }),
        entry('deliveryFee', {
          free: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
          fee: formatINR(SHIPPING_FEE_PAISE.online),
          express: formatINR(SHIPPING_FEE_PAISE.express),
        }),
        entry('track'),
        entry('cancel'),
      ],
    },
    {
      id: 'returns-and-refunds',
      title: t('faq.groupReturns'),
      entries: [
        entry('return', { days: RETURN_WINDOW_DAYS }),
        entry('refund', { inspectDays: INSPECTION_BUSINESS_DAYS, ...BANK_REFUND_BUSINESS_DAYS }),
        entry('damaged', { hours: DAMAGE_REPORT_HOURS }),
      ],
    },
    {
      id: 'payments-and-coupons',
      title: t('faq.groupPayments'),
      entries: [entry('pay', { states: stateList(COD_UNAVAILABLE_STATES, locale) }), entry('coupon')],
    },
    { id: 'care', title: t('faq.groupCare'), entries: [entry('clean'), entry('store')] },
  ];
}
