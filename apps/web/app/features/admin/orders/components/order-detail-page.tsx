import {
  ADMIN_ORDER_MESSAGES,
  adminOrderStatusRequestSchema,
  adminRefundRequestSchema,
  type AdminOrder,
  type AdminStatusTarget,
} from '@shop/shared/contracts/admin-orders';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast';
import type { z } from 'zod';
import { Breadcrumb } from '../../../../components/ui/breadcrumb';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  rupees,
  shopDateTime,
} from '../admin-format';
import { AdminPanel } from '../../shared/admin-panel';
import { CompactTable, compactRowClass } from '../../shared/compact-table';
import { useOrder } from '../api/get-order';
import { useRefundOrder } from '../api/refund-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ActionDialog, Field } from './admin-dialog';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { OrderStatusBadge } from './order-status-badge';

type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, keyed by field name. */
function issuesOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The server's words for a refused change, and its per-field messages when it sent them. */
function serverProblem(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} };
  return { message: 'Something went wrong', fields: {} };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** Mark shipped (courier and tracking number), Mark delivered, Cancel: only what the server allows now. */
function StatusActions({ order }: { order: AdminOrder }) {
  const id = useId();
  const update = useUpdateOrderStatus(order._id);
  const [dialog, setDialog] = useState<AdminStatusTarget | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const open = (target: AdminStatusTarget | null) => {
    setFields({});
    setProblem(null);
    setDialog(target);
  };

  const submit = (status: AdminStatusTarget, form: FormData) => {
    const body = {
      status,
      courier: String(form.get('courier') ?? ''),
      trackingNumber: String(form.get('trackingNumber') ?? ''),
      note: String(form.get('note') ?? ''),
    };
    const parsed = adminOrderStatusRequestSchema.safeParse(body);
    if (!parsed.success) {
      setFields(issuesOf(parsed.error));
      return;
    }
    setFields({});
    setProblem(null);
    update.mutate(body, {
      onSuccess: (response) => {
        toast.success(response.message ?? ADMIN_ORDER_MESSAGES.statusUpdated);
        setDialog(null);
      },
      onError: (error) => {
        const { message, fields: serverFields } = serverProblem(error);
        setProblem(message);
        setFields(serverFields);
      },
    });
  };

  if (order.allowedTransitions.length === 0) {
    return <p className="text-ink-700">No status change is possible for this order now.</p>;
  }

  const labels: Record<AdminStatusTarget, string> = {
    processing: 'Mark processing',
    shipped: 'Mark shipped',
    delivered: 'Mark delivered',
    cancelled: 'Cancel order',
  };
  const details: Record<AdminStatusTarget, { title: string; description: string; busy: string }> = {
    processing: {
      title: 'Mark as processing?',
      description: 'The order goes back to being prepared.',
      busy: 'Saving...',
    },
    shipped: {
      title: 'Mark as shipped',
      description: 'The customer is emailed the courier and tracking number, and sees them on their order.',
      busy: 'Saving...',
    },
    delivered: {
      title: 'Mark as delivered?',
      description:
        order.payment.method === 'cod'
          ? 'The cash-on-delivery payment is recorded as received, and the 7-day return window starts.'
          : 'The 7-day return window starts now, and the customer is emailed.',
      busy: 'Saving...',
    },
    cancelled: {
      title: 'Cancel this order?',
      description:
        order.payment.status === 'paid'
          ? 'The items go back to stock and the payment is refunded in full. This cannot be undone.'
          : 'The items go back to stock. This cannot be undone.',
      busy: 'Cancelling...',
    },
  };

  return (
    <div className="flex flex-wrap gap-3">
      {order.allowedTransitions.map((target) => (
        <button
          key={target}
          type="button"
          className={target === 'cancelled' ? secondaryButtonClass : primaryButtonClass}
          onClick={() => open(target)}
        >
          {labels[target]}
        </button>
      ))}
      {dialog ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : open(null))}
          title={details[dialog].title}
          description={details[dialog].description}
          confirmLabel={dialog === 'cancelled' ? 'Cancel order' : labels[dialog]}
          busyLabel={details[dialog].busy}
          busy={update.isPending}
          error={problem}
          onConfirm={(form) => submit(dialog, form)}
        >
          {dialog === 'shipped' ? (
            <>
              <Field id={`${id}-courier`} label="Courier" name="courier" required error={fields.courier} />
              <Field
                id={`${id}-tracking`}
                label="Tracking number"
                name="trackingNumber"
                required
                error={fields.trackingNumber}
              />
            </>
          ) : null}
          <Field id={`${id}-note`} label="Note for the status history" name="note" multiline error={fields.note} />
        </ActionDialog>
      ) : null}
    </div>
  );
}

/** Full or partial refund through the payment gateway, at most what is still refundable. */
function RefundForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const refund = useRefundOrder(order._id);
  const [pending, setPending] = useState<{ amount: number; reason: string; requestId?: string } | null>(null);
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (order.refundableAmount <= 0) {
    return (
      <p className="text-ink-700">
        {order.paidAmount === 0 ? 'Nothing has been paid for this order yet.' : 'Everything paid has been refunded.'}
      </p>
    );
  }

  const review = (form: FormData) => {
    const body = { amount: String(form.get('amount') ?? '').trim(), reason: String(form.get('reason') ?? '') };
    const parsed = adminRefundRequestSchema.safeParse({
      ...body,
      amount: body.amount === '' ? undefined : body.amount,
    });
    if (!parsed.success) {
      setFields(issuesOf(parsed.error));
      return;
    }
    if (parsed.data.amount > order.refundableAmount) {
      setFields({ amount: `At most ${rupees(order.refundableAmount)} can be refunded` });
      return;
    }
    setFields({});
    setProblem(null);
    // One id per refund reviewed: pressing Refund again, or retrying after a lost answer, cannot
    // pay out twice (crypto.randomUUID needs https or localhost; without it the server numbers refunds).
    setPending({
      amount: parsed.data.amount,
      reason: parsed.data.reason,
      requestId: globalThis.crypto?.randomUUID?.(),
    });
  };

  const confirm = () => {
    if (!pending) return;
    refund.mutate(pending, {
      onSuccess: (response) => {
        toast.success(response.message ?? ADMIN_ORDER_MESSAGES.refundIssued);
        setPending(null);
        setAmount('');
      },
      onError: (error) => setProblem(serverProblem(error).message),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        review(new FormData(event.currentTarget));
      }}
    >
      <p className="text-ink-700">
        Paid {rupees(order.paidAmount)}, refunded {rupees(order.refundedAmount)}:{' '}
        <strong className="text-ink-900">{rupees(order.refundableAmount)} can be refunded.</strong>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
          Amount in rupees <span aria-hidden="true">*</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            aria-invalid={fields.amount ? true : undefined}
            aria-describedby={fields.amount ? `${id}-amount-error` : undefined}
            className="w-40 rounded-lg border border-ink-500 bg-white px-3 py-2"
          />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setAmount(String(order.refundableAmount))}
          >
            Full refundable amount
          </button>
        </div>
        {fields.amount ? (
          <p id={`${id}-amount-error`} className="text-sm font-semibold text-maroon-700">
            {fields.amount}
          </p>
        ) : null}
      </div>
      <Field id={`${id}-reason`} label="Reason" name="reason" required multiline error={fields.reason} />
      <div>
        <button type="submit" className={primaryButtonClass}>
          Refund
        </button>
      </div>
      {pending ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : setPending(null))}
          title={`Refund ${rupees(pending.amount)}?`}
          description={
            order.payment.method === 'online'
              ? 'The money goes back to the customer through the payment gateway. This cannot be undone.'
              : 'The refund is recorded against this cash-on-delivery order. This cannot be undone.'
          }
          confirmLabel="Refund"
          busyLabel="Refunding..."
          busy={refund.isPending}
          error={problem}
          onConfirm={confirm}
        />
      ) : null}
    </form>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const base = `/api/v1/admin/orders/${encodeURIComponent(order._id)}`;
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Order #{order.orderNumber}</h1>
          <p className="text-ink-700">Placed {shopDateTime(order.placedAt ?? order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </header>

      <AdminPanel title="Actions">
        <div className="flex flex-col gap-4">
          <StatusActions order={order} />
          <div className="flex flex-wrap gap-4">
            {order.invoiceAvailable ? (
              <a href={`${base}/invoice.pdf`} download className="font-semibold text-maroon-700 underline">
                Download invoice (PDF)
              </a>
            ) : null}
            <a href={`${base}/packing-slip.pdf`} download className="font-semibold text-maroon-700 underline">
              Download packing slip (PDF)
            </a>
          </div>
        </div>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Customer">
          <p className="font-semibold">{order.customer.name || 'No name given'}</p>
          <p>
            <a href={`mailto:${order.customer.email}`} className="text-maroon-700 underline">
              {order.customer.email}
            </a>
          </p>
          {order.contactEmail !== order.customer.email ? (
            <p className="text-ink-700">Contact for this order: {order.contactEmail}</p>
          ) : null}
        </AdminPanel>
        <AdminPanel title="Delivery address">
          <address className="not-italic">
            {address.fullName}
            <br />
            {address.address}
            {address.apartment ? (
              <>
                <br />
                {address.apartment}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            Phone: {address.phone}
          </address>
          {order.courier || order.trackingNumber ? (
            <p className="mt-3">
              Shipped with <strong>{order.courier}</strong>, tracking number <strong>{order.trackingNumber}</strong>
            </p>
          ) : null}
        </AdminPanel>
      </div>

      <AdminPanel title="Items">
        {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Ordered items">
          <CompactTable
            className="min-w-[32rem]"
            columns={[
              { label: 'Product' },
              { label: 'Size' },
              { label: 'Qty', numeric: true },
              { label: 'Price', numeric: true },
              { label: 'Line total', numeric: true },
            ]}
          >
            {order.products.map((item) => (
              <tr key={item._id} className={compactRowClass}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {item.name}
                </th>
                <td className="py-2 pr-3">{item.size}</td>
                <td className="py-2 pr-3 text-right">{item.quantity}</td>
                <td className="py-2 pr-3 text-right">{rupees(item.price)}</td>
                <td className="py-2 text-right">{rupees(Math.round(item.price * item.quantity * 100) / 100)}</td>
              </tr>
            ))}
          </CompactTable>
        </div>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Amounts and payment">
          <dl>
            <Row label="Subtotal">{rupees(order.subtotal)}</Row>
            {order.discount > 0 ? (
              <Row label={`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`}>−{rupees(order.discount)}</Row>
            ) : null}
            <Row label="Shipping">{order.shipping === 0 ? 'Free' : rupees(order.shipping)}</Row>
            <Row label="Total">{rupees(order.totalAmount)}</Row>
            <Row label="Payment method">{PAYMENT_METHOD_LABELS[order.payment.method]}</Row>
            <Row label="Payment status">{PAYMENT_STATUS_LABELS[order.payment.status]}</Row>
            <Row label="Paid">{rupees(order.paidAmount)}</Row>
            <Row label="Refunded">{rupees(order.refundedAmount)}</Row>
          </dl>
          {order.refunds.length > 0 ? (
            <ul className="mt-3 divide-y divide-cream-200 text-sm">
              {order.refunds.map((refund) => (
                <li key={refund.id} className="py-2">
                  {rupees(refund.amount)} · {refund.status} · {shopDateTime(refund.createdAt)}
                  {refund.reason ? <span className="block text-ink-700">{refund.reason}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </AdminPanel>
        <AdminPanel title="Refund">
          <RefundForm order={order} />
        </AdminPanel>
      </div>

      {order.returnRequest ? (
        <AdminPanel title="Return request">
          <p>
            <strong>
              {order.returnRequest.status === 'requested' ? 'Waiting for a decision' : order.returnRequest.status}
            </strong>{' '}
            · asked {shopDateTime(order.returnRequest.createdAt)}
          </p>
          <p className="mt-1">Reason: {order.returnRequest.reason}</p>
          {order.returnRequest.resolutionNote ? (
            <p className="mt-1">Note: {order.returnRequest.resolutionNote}</p>
          ) : null}
          {order.returnRequest.status === 'requested' ? (
            <Link to="/admin/returns" className="mt-2 inline-block font-semibold text-maroon-700 underline">
              Decide in the returns queue
            </Link>
          ) : null}
        </AdminPanel>
      ) : null}

      <AdminPanel title="Status history">
        <ol className="flex flex-col gap-2">
          {order.statusHistory.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="border-l-4 border-gold-400 pl-3">
              <span className="font-semibold">{ORDER_STATUS_LABELS[entry.status]}</span>{' '}
              <span className="text-ink-700">· {shopDateTime(entry.at)}</span>
              {entry.note ? <span className="block text-sm text-ink-700">{entry.note}</span> : null}
            </li>
          ))}
        </ol>
      </AdminPanel>
    </div>
  );
}

/** /admin/orders/:orderId */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  return (
    <div>
      <Breadcrumb items={[{ label: 'Orders', to: '/admin/orders' }, { label: 'Order details' }]} />
      {query.isPending ? (
        <Spinner label="Loading the order" />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-cream-100 p-6">
          <h1 className="font-display text-2xl font-bold text-maroon-800">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'Order not found'
              : 'Failed to fetch order details'}
          </h1>
          <p className="text-ink-700">{query.error.message}</p>
          <div className="mt-4 flex gap-3">
            <Link to="/admin/orders" className={secondaryButtonClass}>
              Back to Orders
            </Link>
            <button type="button" className={primaryButtonClass} onClick={() => void query.refetch()}>
              Try Again
            </button>
          </div>
        </div>
      ) : (
        <OrderDetail order={query.data} />
      )}
    </div>
  );
}
