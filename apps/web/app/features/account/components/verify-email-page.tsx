import type { VerifyEmailResponse } from '@shop/shared/contracts/email-verification';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from './form-field';

/** What the page's form got back: the verified address and its orders, or the refusal's message. */
export type PostedVerifyAnswer = { verified: VerifyEmailResponse } | { problem: string };

function OrderLinks({ orders }: { orders: VerifyEmailResponse['data']['confirmedOrders'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {orders.map((order) => (
        <li key={order.orderId}>
          <Link
            to={`/dashboard/orders/${encodeURIComponent(order.orderId)}`}
            className="font-semibold text-maroon-700 underline"
          >
            Order #{order.orderNumber}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Verified({ answer }: { answer: VerifyEmailResponse }) {
  const { email, confirmedOrders, expiredOrders } = answer.data;
  return (
    <div className="flex flex-col gap-4" role="status" data-testid="verify-email-result">
      <p className="text-center text-lg font-semibold text-ink-900">{answer.message}</p>
      <p className="text-center text-ink-700">
        Order updates will be sent to <strong className="break-all">{email}</strong>.
      </p>
      {confirmedOrders.length > 0 ? (
        <div className="rounded-xl bg-cream-100 p-4">
          <p className="mb-2 text-ink-900">
            {confirmedOrders.length === 1 ? 'This order is placed' : 'These orders are placed'}: cash on delivery, pay
            the courier when it arrives.
          </p>
          <OrderLinks orders={confirmedOrders} />
        </div>
      ) : null}
      {expiredOrders.length > 0 ? (
        <div className="rounded-xl border border-red-800/30 bg-red-50 p-4">
          <p className="mb-2 text-red-800">
            {expiredOrders.length === 1 ? 'This order was' : 'These orders were'} not confirmed in time, so the items
            went back on sale and nothing is owed. You are welcome to order again.
          </p>
          <OrderLinks orders={expiredOrders} />
        </div>
      ) : null}
      <p className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/orders" className={primaryButtonClass}>
          My Orders
        </Link>
        <Link to="/collections" className={secondaryButtonClass}>
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}

/**
 * /verify-email?token=: the page the emailed link opens. Opening the link changes nothing (mail
 * scanners open links too); the button posts the token to the page itself, which works the same
 * with or without the page's script, and shows the answer.
 */
export function VerifyEmailPage({ token, posted }: { token: string; posted?: PostedVerifyAnswer }) {
  if (posted && 'verified' in posted) {
    return (
      <AuthCard title="Email Verified">
        <Verified answer={posted.verified} />
      </AuthCard>
    );
  }
  const problem = posted && 'problem' in posted ? posted.problem : null;
  return (
    <AuthCard title="Confirm Your Email">
      {token ? (
        <form method="post" className="flex flex-col gap-4">
          <p className="text-center text-ink-900">
            Confirm that this email address is yours. Any cash-on-delivery order waiting for it is placed at once.
          </p>
          <FormAlert message={problem} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButtonClass}>
            Confirm my email
          </button>
        </form>
      ) : (
        <FormAlert message="This confirmation link is invalid or has expired" />
      )}
      {problem || !token ? (
        <p className="mt-4 text-center text-ink-700">
          Sign in and open{' '}
          <Link to="/dashboard" className="font-semibold text-maroon-700 underline">
            My Account
          </Link>{' '}
          to send a new link.
        </p>
      ) : null}
    </AuthCard>
  );
}
