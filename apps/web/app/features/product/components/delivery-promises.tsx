import { DISPATCH_HOURS, RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import type { SVGProps } from 'react';
import { Icon } from '../../../components/ui/icons';
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

function TruckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </Icon>
  );
}

function ShieldIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6Z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

function ReturnIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </Icon>
  );
}

function ClockIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}
