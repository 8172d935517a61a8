import { DELIVERY_PROMISE } from '@shop/shared/constants';
import { Link } from 'react-router';

const primaryClass = 'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800';
const secondaryClass =
  'rounded-full border border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-cream-100';

/**
 * The thank-you page. The order's own details live behind My Orders; this page says only what
 * is certain from the address: which order it was and what happens next.
 */
export function OrderConfirmation({ orderId }: { orderId: string | undefined }) {
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 text-center shadow-sm">
      <p className="text-5xl" aria-hidden="true">
        🙏
      </p>
      <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">Thank you for your order!</h1>
      {orderId ? (
        <p className="text-lg text-ink-900">
          Order number: <strong data-testid="order-id">{orderId}</strong>
        </p>
      ) : (
        <p className="text-ink-700">No order number was given. Your orders and their status are in My Orders.</p>
      )}
      <section aria-labelledby="next-steps" className="mx-auto max-w-xl text-left">
        <h2 id="next-steps" className="mb-2 font-display text-xl font-bold text-maroon-800">
          What happens next
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-ink-900">
          <li>We send a confirmation to your email address.</li>
          <li>Our team carefully packs your order for dispatch.</li>
          <li>Delivery usually takes {DELIVERY_PROMISE}; you can follow its status in My Orders.</li>
        </ol>
      </section>
      <p className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/orders" className={primaryClass}>
          View My Orders
        </Link>
        <Link to="/collections" className={secondaryClass}>
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
