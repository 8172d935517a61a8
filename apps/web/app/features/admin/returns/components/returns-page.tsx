import {
  ADMIN_ORDER_MESSAGES,
  approveReturnRequestSchema,
  rejectReturnRequestSchema,
  RETURN_STATUSES,
  type AdminReturnResponse,
  type AdminReturnRow,
} from '@shop/shared/contracts/admin-orders';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { toast } from '../../../../lib/toast';
import { serverProblem } from '../../shared/form-errors';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { QueryStates } from '../../shared/list-states';
import { StatusTabs } from '../../shared/status-tabs';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../orders/order-labels';
import { shopDateTime } from '../../shared/admin-format';
import { ActionDialog, Field } from '../../shared/action-dialog';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';
import { useReturns } from '../api/list-returns';
import { useApproveReturn } from '../api/approve-return';
import { useRejectReturn } from '../api/reject-return';

const VIEWS = [
  { status: 'requested', label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'all', label: 'All' },
] as const;
type View = (typeof VIEWS)[number]['status'];

const STATUS_TEXT: Record<AdminReturnRow['status'], string> = {
  requested: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

function Decision({ row }: { row: AdminReturnRow }) {
  const id = useId();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const resolve = decision === 'reject' ? reject : approve;
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const open = (next: 'approve' | 'reject' | null) => {
    setFieldError(undefined);
    setProblem(null);
    setDecision(next);
  };

  const confirm = (form: FormData) => {
    if (!decision) return;
    const note = String(form.get('note') ?? '');
    const parsed =
      decision === 'reject'
        ? rejectReturnRequestSchema.safeParse({ note })
        : approveReturnRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    const callbacks = {
      onSuccess: (response: AdminReturnResponse) => {
        toast.success(
          response.message ||
            (decision === 'approve' ? ADMIN_ORDER_MESSAGES.returnApproved : ADMIN_ORDER_MESSAGES.returnRejected),
        );
        setDecision(null);
      },
      onError: (error: Error) => setProblem(serverProblem(error).message),
    };
    if (decision === 'reject') reject.mutate({ returnId: row.id, body: { note } }, callbacks);
    else approve.mutate({ returnId: row.id, body: note.trim() ? { note } : {} }, callbacks);
  };

  const refundText =
    row.payment.method === 'online' && row.payment.status !== 'refunded'
      ? 'The items go back to stock and what is left of the payment is refunded through the gateway.'
      : 'The items go back to stock.';

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={primaryButtonClass} onClick={() => open('approve')}>
        Approve
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => open('reject')}>
        Reject
      </button>
      {decision ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : open(null))}
          title={
            decision === 'approve'
              ? `Approve the return of order #${row.orderNumber}?`
              : `Reject the return of order #${row.orderNumber}?`
          }
          description={decision === 'approve' ? refundText : 'The customer sees your note on their order.'}
          confirmLabel={decision === 'approve' ? 'Approve return' : 'Reject return'}
          busyLabel={decision === 'approve' ? 'Approving...' : 'Rejecting...'}
          busy={resolve.isPending}
          error={problem}
          onConfirm={confirm}
        >
          <Field
            id={`${id}-note`}
            name="note"
            label={decision === 'approve' ? 'Note for the customer' : 'Reason the customer will see'}
            required={decision === 'reject'}
            multiline
            error={fieldError}
          />
        </ActionDialog>
      ) : null}
    </div>
  );
}

function ReturnCard({ row }: { row: AdminReturnRow }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-bold text-maroon-800">
          <Link to={`/admin/orders/${row.orderId}`} className="underline underline-offset-2">
            Order #{row.orderNumber}
          </Link>
        </h2>
        <OrderStatusBadge status={row.orderStatus} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-ink-700">Customer: </dt>
          <dd className="inline font-semibold">{row.customer.name || row.customer.email}</dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Asked: </dt>
          <dd className="inline">{shopDateTime(row.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Delivered: </dt>
          <dd className="inline">{row.deliveredAt ? shopDateTime(row.deliveredAt) : '—'}</dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Order total: </dt>
          <dd className="inline">
            {formatRupees(row.totalAmount)} · {PAYMENT_METHOD_LABELS[row.payment.method]} ·{' '}
            {PAYMENT_STATUS_LABELS[row.payment.status]}
          </dd>
        </div>
      </dl>
      <p>
        <span className="font-semibold">Reason:</span> {row.reason}
      </p>
      {row.status === 'requested' ? (
        <Decision row={row} />
      ) : (
        <p className="text-sm">
          <strong>{STATUS_TEXT[row.status]}</strong>
          {row.resolvedAt ? ` on ${shopDateTime(row.resolvedAt)}` : ''}
          {row.resolutionNote ? ` — “${row.resolutionNote}”` : ''}
        </p>
      )}
    </li>
  );
}

/** /admin/returns: the queue of return requests, those waiting for a decision first. */
export function ReturnsPage() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const view: View = VIEWS.some((v) => v.status === raw) ? (raw as View) : 'requested';
  const status = view === 'all' ? undefined : view;
  const query = useReturns({ status, limit: 100 });
  const rows = [...(query.data?.returns ?? [])].sort(
    (a, b) => RETURN_STATUSES.indexOf(a.status) - RETURN_STATUSES.indexOf(b.status),
  );

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Returns"
        description="Approving puts the items back in stock and refunds the payment; a rejection's reason is shown to the customer."
      />
      <StatusTabs
        label="Return requests"
        views={VIEWS}
        current={view}
        href={(status) => (status === 'requested' ? '/admin/returns' : `/admin/returns?status=${status}`)}
      />
      <QueryStates query={query} loading="Loading return requests" what="return requests">
        {(data) =>
          rows.length === 0 ? (
            <p className="rounded-2xl bg-cream-100 p-6 text-ink-700">
              {view === 'requested' ? 'No return requests are waiting for a decision.' : 'No return requests here.'}
            </p>
          ) : (
            <>
              {data.pagination.total > rows.length ? (
                <p className="text-ink-700">
                  Showing the newest {rows.length} of {data.pagination.total}.
                </p>
              ) : null}
              <ul className="flex flex-col gap-4">
                {rows.map((row) => (
                  <ReturnCard key={row.id} row={row} />
                ))}
              </ul>
            </>
          )
        }
      </QueryStates>
    </div>
  );
}
