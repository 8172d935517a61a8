import {
  DISPATCH_HOURS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  SHIPPING_FEE_PAISE,
  SUPPORT_PHONE,
} from '@shop/shared/constants';
import {
  COD_UNAVAILABLE_STATES,
  DEFAULT_DELIVERY_ZONE,
  DELIVERY_DAYS,
  DELIVERY_ZONES,
  type DeliveryZone,
} from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { useLocale, useT } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';
import { DAMAGE_REPORT_HOURS, STORE_PICKUP_READY_HOURS } from '../policy-facts';
import { stateList } from '../state-names';
import { useContentText } from './policy-text';

const ZONE_NAMES: Record<DeliveryZone, MessageId> = {
  metro: 'shippingPolicy.zoneMetro',
  rest_of_india: 'shippingPolicy.zoneRestOfIndia',
  north_east: 'shippingPolicy.zoneNorthEast',
  remote: 'shippingPolicy.zoneRemote',
};

const free = formatINR(FREE_SHIPPING_THRESHOLD_PAISE);
const standardFee = formatINR(SHIPPING_FEE_PAISE.online);
const expressFee = formatINR(SHIPPING_FEE_PAISE.express);

export function ShippingPolicy() {
  const t = useT();
  const text = useContentText();
  const locale = useLocale();
  const days = (zone: DeliveryZone, method: 'online' | 'express') =>
    t('shippingPolicy.businessDays', DELIVERY_DAYS[zone][method]);
  const methods = [
    {
      label: t('shippingPolicy.methodOnline'),
      eta: days(DEFAULT_DELIVERY_ZONE, 'online'),
      fee: t('shippingPolicy.feeOnline', { fee: standardFee, free }),
    },
    { label: t('shippingPolicy.methodExpress'), eta: days(DEFAULT_DELIVERY_ZONE, 'express'), fee: expressFee },
    {
      label: t('shippingPolicy.methodStore'),
      eta: t('shippingPolicy.storeReady', { hours: STORE_PICKUP_READY_HOURS }),
      fee: t('shippingPolicy.feeFree'),
    },
  ];
  return (
    <>
      <h2>{text('shippingPolicy.leavesHeading')}</h2>
      <p>{text('shippingPolicy.leavesText', { dispatch: t('shippingPolicy.dispatchHours', DISPATCH_HOURS) })}</p>

      <h2>{text('shippingPolicy.timeHeading')}</h2>
      <p>{text('shippingPolicy.timeText')}</p>
      <ul>
        {DELIVERY_ZONES.map((zone) => (
          <li key={zone}>
            {text('shippingPolicy.zoneLine', {
              zone: t(ZONE_NAMES[zone]),
              standard: days(zone, 'online'),
              express: days(zone, 'express'),
            })}
          </li>
        ))}
      </ul>

      <h2>{text('shippingPolicy.optionsHeading')}</h2>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('shippingPolicy.optionsCaption')}</caption>
          <thead>
            <tr className="border-b-2 border-cream-200 text-ink-900">
              <th scope="col" className="py-2 pr-4">
                {t('shippingPolicy.columnOption')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('shippingPolicy.columnTime')}
              </th>
              <th scope="col" className="py-2">
                {t('shippingPolicy.columnCharge')}
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => (
              <tr key={method.label} className="border-b border-cream-200">
                <th scope="row" className="py-2 pr-4 font-semibold text-ink-900">
                  {method.label}
                </th>
                <td className="py-2 pr-4">{method.eta}</td>
                <td className="py-2">{method.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        <li>{text('shippingPolicy.freeNote', { free, fee: standardFee })}</li>
        <li>{text('shippingPolicy.expressNote', { days: days(DEFAULT_DELIVERY_ZONE, 'express'), fee: expressFee })}</li>
        <li>{text('shippingPolicy.storeNote', { hours: STORE_PICKUP_READY_HOURS })}</li>
      </ul>
      <p>{text('shippingPolicy.chargeNote')}</p>

      <h2>{text('shippingPolicy.codHeading')}</h2>
      <p>{text('shippingPolicy.codText', { states: stateList(COD_UNAVAILABLE_STATES, locale) })}</p>

      <h2>{text('shippingPolicy.trackHeading')}</h2>
      <p>{text('shippingPolicy.trackText')}</p>

      <h2>{text('shippingPolicy.problemsHeading')}</h2>
      <p>{text('shippingPolicy.problemsText', { phone: SUPPORT_PHONE, hours: DAMAGE_REPORT_HOURS })}</p>
      <p>{text('shippingPolicy.returnsNote')}</p>
    </>
  );
}
