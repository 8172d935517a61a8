import type { Address } from '@shop/shared/contracts/addresses';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';
import { primaryButtonClass } from './form-field';

const smallButton = 'rounded-full border px-3 py-1 text-sm font-semibold disabled:opacity-60';

function DeleteAddressButton({ address }: { address: Address }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAddress();
  const confirm = () =>
    remove.mutate(address._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Address deleted');
      },
      onError: () => toast.error('Failed to delete address'),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={`${smallButton} border-red-800 text-red-800 hover:bg-red-50`}>
        Delete<span className="sr-only"> the address of {address.fullName}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">
            Delete Address
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            Are you sure you want to delete this address?
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-5 py-2 font-semibold">
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={confirm}
              disabled={remove.isPending}
              className="rounded-full bg-red-800 px-5 py-2 font-semibold text-white disabled:opacity-70"
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: Address };

export function AddressesPage() {
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const close = () => setEditing({ mode: 'closed' });

  if (addresses.isPending) return <Spinner label="Loading your addresses" />;
  if (addresses.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <PageTitle title="Saved Addresses" />
        <p role="alert" className="font-semibold text-red-800">
          Failed to load your addresses
        </p>
        <button type="button" onClick={() => void addresses.refetch()} className={primaryButtonClass}>
          Try Again
        </button>
      </div>
    );
  }

  const list = addresses.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Saved Addresses">
        <p>Save the places you send gifts and orders to, and choose one as your default.</p>
      </PageTitle>

      {editing.mode === 'closed' ? (
        <div>
          <button type="button" onClick={() => setEditing({ mode: 'new' })} className={primaryButtonClass}>
            Add New Address
          </button>
        </div>
      ) : (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address._id : 'new'}
          address={editing.mode === 'edit' ? editing.address : undefined}
          onDone={close}
          onCancel={close}
        />
      )}

      {list.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 px-4 py-8 text-center text-ink-700">You have no saved addresses yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((address) => (
            <li
              key={address._id}
              className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${
                address.isDefault ? 'border-maroon-700' : 'border-cream-200'
              }`}
            >
              {address.isDefault ? (
                <span className="w-fit rounded-full bg-maroon-700 px-3 py-0.5 text-xs font-bold text-white">
                  Default
                </span>
              ) : null}
              <AddressLines address={address} />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing({ mode: 'edit', address })}
                  className={`${smallButton} border-maroon-700 text-maroon-700 hover:bg-cream-100`}
                >
                  Edit<span className="sr-only"> the address of {address.fullName}</span>
                </button>
                {!address.isDefault ? (
                  <button
                    type="button"
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(address._id, {
                        onSuccess: () => toast.success('Default address updated'),
                        onError: () => toast.error('Failed to update the default address'),
                      })
                    }
                    className={`${smallButton} border-ink-500 text-ink-900 hover:bg-cream-100`}
                  >
                    Set as Default
                  </button>
                ) : null}
                <DeleteAddressButton address={address} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
