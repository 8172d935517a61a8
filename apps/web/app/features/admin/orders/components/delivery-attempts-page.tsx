import type { AdminDeliveryAttemptDto, DeliveryChoice } from '@shop/shared/contracts/delivery-attempts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast';
import { ActionDialog, Field } from '../../shared/action-dialog';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { age, shopDateTime } from '../../shared/admin-format';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { serverProblem, type FieldErrors } from '../../shared/form-errors';
import { QueryStates } from '../../shared/list-states';
import { PhoneLinks } from '../../shared/phone-links';
import { useChooseDeliveryAttempt } from '../api/choose-delivery-attempt';
import { useDeliveryAttempts } from '../api/list-delivery-attempts';

const CHOICES: Record<DeliveryChoice, { button: string; title: string; description: string; done: string }> = {
  re_attempt: {
    button: 'Try again tomorrow',
    title: 'Ask the courier to try again tomorrow?',
    description: 'The courier is asked for another attempt at the same address and phone.',
    done: 'Asked to try again tomorrow',
  },
  change_contact: {
    button: 'Change address or phone',
    title: 'Try again with a changed address or phone?',
    description: 'The PIN code, city and state stay as they are; the order keeps the new lines.',
    done: 'Asked to try again at a changed address or phone',
  },
  return: {
    button: 'Send it back',
    title: 'Ask the courier to bring the parcel back?',
    description: 'The courier returns the parcel to the shop (return to origin).',
    done: 'Asked to bring the parcel back',
  },
};

const hoursSince = (iso: string) => Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 3_600_000));

function Actions({ row }: { row: AdminDeliveryAttemptDto }) {
  const id = useId();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const choose = useChooseDeliveryAttempt();

  const open = (next: DeliveryChoice | null) => {
    setProblem(null);
    setChoice(next);
  };
  const confirm = (form: FormData) => {
    if (!choice) return;
    const text = (name: string) => String(form.get(name) ?? '');
    const body =
      choice === 'change_contact'
        ? {
            choice,
            address: text('address'),
            apartment: text('apartment'),
            landmark: text('landmark'),
            phone: text('phone'),
          }
        : { choice };
    choose.mutate(
      { attemptId: row.id, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setChoice(null);
        },
        onError: (error) => setProblem(serverProblem(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(CHOICES) as DeliveryChoice[]).map((each) => (
        <button
          key={each}
          type="button"
          className={each === 're_attempt' ? primaryButtonClass : secondaryButtonClass}
          onClick={() => open(each)}
        >
          {CHOICES[each].button}
        </button>
      ))}
      {choice ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : open(null))}
          title={`Order #${row.orderNumber}: ${CHOICES[choice].title}`}
          description={CHOICES[choice].description}
          confirmLabel={CHOICES[choice].button}
          busyLabel="Sending..."
          busy={choose.isPending}
          error={problem?.message}
          onConfirm={confirm}
        >
          {choice === 'change_contact' ? (
            <>
              <Field
                id={`${id}-address`}
                name="address"
                label="House, street, area"
                required
                defaultValue={row.contact.address}
                error={problem?.fields.address}
              />
              <Field
                id={`${id}-apartment`}
                name="apartment"
                label="Floor, flat or building"
                defaultValue={row.contact.apartment}
                error={problem?.fields.apartment}
              />
              <Field
                id={`${id}-landmark`}
                name="landmark"
                label="Landmark"
                defaultValue={row.contact.landmark}
                error={problem?.fields.landmark}
              />
              <Field
                id={`${id}-phone`}
                name="phone"
                label="Phone for the courier"
                type="tel"
                required
                defaultValue={row.contact.phone}
                error={problem?.fields.phone}
                hint={`PIN ${row.contact.postalCode} (${row.contact.city}, ${row.contact.state}) stays.`}
              />
            </>
          ) : null}
        </ActionDialog>
      ) : null}
    </div>
  );
}

function AttemptCard({ row }: { row: AdminDeliveryAttemptDto }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5">
      <h2 className="font-display text-lg font-bold text-maroon-800">
        <Link to={`/admin/orders/${row.orderId}`} className="underline underline-offset-2">
          Order #{row.orderNumber}
        </Link>
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-ink-700">Customer: </dt>
          <dd className="inline font-semibold">{row.shopperName}</dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Phone: </dt>
          <dd className="inline">
            <PhoneLinks phone={row.contact.phone} />
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Courier: </dt>
          <dd className="inline">
            {row.courier ?? '—'} · AWB {row.awb ?? '—'}
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-700">Attempt: </dt>
          <dd className="inline">
            {row.attemptNumber} · reported {shopDateTime(row.openedAt)} ({age(hoursSince(row.openedAt))} ago)
          </dd>
        </div>
      </dl>
      <p>
        <span className="font-semibold">Courier&apos;s reason:</span> {row.reason}
      </p>
      {row.state === 'closed' && row.choice ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm" role="status">
          <strong>
            {CHOICES[row.choice].done} by {row.chosenBy === 'owner' ? 'the shop' : 'the customer'}.
          </strong>{' '}
          Tell the courier yourself: the shop&apos;s courier is arranged by hand.
        </p>
      ) : row.state === 'sending' ? (
        <p className="text-sm">Being sent to the courier…</p>
      ) : (
        <Actions row={row} />
      )}
    </li>
  );
}

/** /admin/failed-deliveries: the courier's failed attempts waiting for a choice, oldest first. */
export function DeliveryAttemptsPage() {
  const query = useDeliveryAttempts();
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Failed deliveries"
        description="Parcels the courier could not deliver. The customer was sent a link to choose; after a call you can choose for them."
      />
      <QueryStates query={query} loading="Loading failed deliveries" what="failed deliveries">
        {(data) => (
          <>
            {data.carrierActs ? null : (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm" role="note">
                Your courier is arranged by hand (no aggregator is set up), so no choice reaches it by itself: each
                choice, the customer&apos;s or yours, is recorded here for you to pass on to the courier.
              </p>
            )}
            {data.attempts.length === 0 ? (
              <p className="text-ink-700">No failed deliveries are waiting.</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {data.attempts.map((row) => (
                  <AttemptCard key={row.id} row={row} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
