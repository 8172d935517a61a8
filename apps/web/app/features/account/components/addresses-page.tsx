import type { Address } from '@shop/shared/contracts/addresses';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAddress();
  const confirm = () =>
    remove.mutate(address._id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('account.addressDeleted'));
      },
      onError: () => toast.error(t('account.addressDeleteFailed')),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          {t('account.addressDelete')}
          <span className="sr-only">{t('account.addressOfName', { name: address.fullName })}</span>
        </>
      }
      triggerClassName={`${smallButton} border-red-800 text-red-800 hover:bg-red-50`}
      title={t('account.addressDeleteTitle')}
      description={t('account.addressDeleteConfirm')}
      cancelLabel={t('account.cancel')}
      confirmLabel={t('account.addressDelete')}
      busyLabel={t('account.addressDeleting')}
      busy={remove.isPending}
      onConfirm={confirm}
      tone="danger"
    />
  );
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: Address };

export function AddressesPage() {
  const t = useT();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const close = () => setEditing({ mode: 'closed' });

  if (addresses.isPending) return <Spinner label={t('account.addressesLoading')} />;
  if (addresses.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <PageTitle title={t('account.navAddresses')} />
        <p role="alert" className="font-semibold text-red-800">
          {t('account.addressesFailed')}
        </p>
        <button type="button" onClick={() => void addresses.refetch()} className={primaryButtonClass}>
          {t('account.tryAgain')}
        </button>
      </div>
    );
  }

  const list = addresses.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('account.navAddresses')}>
        <p>{t('account.addressesIntro')}</p>
      </PageTitle>

      {editing.mode === 'closed' ? (
        <div>
          <button type="button" onClick={() => setEditing({ mode: 'new' })} className={primaryButtonClass}>
            {t('account.addressesAdd')}
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
        <p className="rounded-2xl bg-cream-100 px-4 py-8 text-center text-ink-700">{t('account.addressesNone')}</p>
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
                  {t('account.addressDefault')}
                </span>
              ) : null}
              <AddressLines address={address} />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing({ mode: 'edit', address })}
                  className={`${smallButton} border-maroon-700 text-maroon-700 hover:bg-cream-100`}
                >
                  {t('account.addressEdit')}
                  <span className="sr-only">{t('account.addressOfName', { name: address.fullName })}</span>
                </button>
                {!address.isDefault ? (
                  <button
                    type="button"
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(address._id, {
                        onSuccess: () => toast.success(t('account.addressDefaultUpdated')),
                        onError: () => toast.error(t('account.addressDefaultFailed')),
                      })
                    }
                    className={`${smallButton} border-ink-500 text-ink-900 hover:bg-cream-100`}
                  >
                    {t('account.addressSetDefault')}
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
