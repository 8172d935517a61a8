import {
  ADMIN_ORDER_MESSAGES,
  adminOrderStatusRequestSchema,
  type AdminOrder,
  type AdminStatusTarget,
} from '@shop/shared/contracts/admin-orders';
import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { serverProblem, zodFieldErrors, type FieldErrors } from '../../shared/form-errors';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ActionDialog, Field } from '../../shared/action-dialog';
import { useShippingSettings } from '../api/get-shipping-settings';
import { readyToShip } from './book-courier-panel';

/** Mark shipped (courier and tracking number), out for delivery, delivered, Cancel: only what the server allows now. */
export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const id = useId();
  const update = useUpdateOrderStatus(order._id);
  const settings = useShippingSettings();
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
      setFields(zodFieldErrors(parsed.error));
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

  // With the manual carrier a ready order is shipped by booking it (the Courier panel asks the same
  // courier and AWB, and draws its label); with an aggregator, marking by hand stays the way round an outage.
  const typedBooking = settings.data?.provider === 'manual' && readyToShip(order);
  const targets = order.allowedTransitions.filter((target) => !(target === 'shipped' && typedBooking));
  if (targets.length === 0) {
    return <p className="text-ink-700">No status change is possible for this order now.</p>;
  }

  const labels: Record<AdminStatusTarget, string> = {
    processing: 'Mark processing',
    shipped: 'Mark shipped',
    out_for_delivery: 'Mark out for delivery',
    delivered: 'Mark delivered',
    cancelled: 'Cancel order',
    returned_to_origin: 'Refused at the door',
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
    out_for_delivery: {
      title: 'Out for delivery?',
      description: 'The courier has the parcel on the last mile: the customer gets a message that it arrives today.',
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
      description: `${order.orderStatus === 'shipped' ? 'The parcel is cancelled with the courier first. ' : ''}${
        order.payment.status === 'paid'
          ? 'The items go back to stock and the payment is refunded in full. This cannot be undone.'
          : 'The items go back to stock. This cannot be undone.'
      }`,
      busy: 'Cancelling...',
    },
    returned_to_origin: {
      title: 'Refused at the door?',
      description:
        'The courier brought the parcel back (RTO) and you have it: its items go back to stock, and an order paid online is refunded in full. This cannot be undone.',
      busy: 'Saving...',
    },
  };

  return (
    <div className="flex flex-wrap gap-3">
      {targets.map((target) => (
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
