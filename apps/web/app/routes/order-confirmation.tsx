import { useSearchParams } from 'react-router';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Order Confirmation', description: 'The confirmation of your order.', noIndex: true });

export default function OrderConfirmationPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId')?.trim() || undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <OrderConfirmation orderId={orderId} />
    </div>
  );
}
