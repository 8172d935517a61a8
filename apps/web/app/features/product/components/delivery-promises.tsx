import { DISPATCH_HOURS, RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { ClockIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useT } from '../../../lib/i18n';

/** The four promises beside the buying buttons; the delivery days come from the delivery rule. */
export function DeliveryPromises() {
  const t = useT();
  const delivery = useDeliveryWords();
  const promises = [
    {
      icon: <TruckIcon />,
      title: t('productDetails.promiseMetros', { days: delivery.days('metro') }),
      text: t('productDetails.promiseIndia', { days: delivery.days() }),
    },
    { icon: <ShieldIcon />, title: t('productDetails.promisePayment'), text: t('productDetails.promisePaymentText') },
    {
      icon: <ReturnIcon />,
      title: t('productDetails.promiseReturns', { days: RETURN_WINDOW_DAYS }),
      text: t('productDetails.promiseReturnsText'),
    },
    {
      icon: <ClockIcon />,
      title: t('productDetails.promiseDispatch', DISPATCH_HOURS),
      text: t('productDetails.promiseDispatchText'),
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3">
      {promises.map((promise) => (
        <li key={promise.title} className="flex items-start gap-2 rounded-xl bg-cream-100 p-3">
          <span className="text-maroon-700">{promise.icon}</span>
          <span className="text-sm">
            <span className="block font-semibold text-ink-900">{promise.title}</span>
            <span className="block text-ink-700">{promise.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
