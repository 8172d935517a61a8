import { DISPATCH_PROMISE, RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { deliveryDaysText } from '@shop/shared/delivery-estimate';
import type { ReactNode } from 'react';
import { ClockIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';

const PROMISES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <TruckIcon />,
    title: `Delivery in ${deliveryDaysText('metro')} to metros`,
    text: `${deliveryDaysText()} across India; check your PIN below`,
  },
  { icon: <ShieldIcon />, title: 'Secure payment', text: 'UPI, cards and cash on delivery' },
  { icon: <ReturnIcon />, title: `${RETURN_WINDOW_DAYS}-day returns`, text: 'Unused, with tags and packing' },
  { icon: <ClockIcon />, title: `Ships within ${DISPATCH_PROMISE}`, text: 'Packed with care in Vrindavan' },
];

/** The four promises beside the buying buttons; the delivery days come from the delivery rule. */
export function DeliveryPromises() {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {PROMISES.map((promise) => (
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
