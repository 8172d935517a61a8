import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { useT } from '../../../lib/i18n';
import { FormAlert, FormField, primaryButtonClass } from '../../account/components/form-field';
import { useLookUpOrder } from '../api/look-up-order';
import { lookupRefusal, readTrackLookup, type PostedLookupAnswer } from '../track-form';
import { TrackedOrderView } from './track-order-page';

/**
 * /track-order: a guest without the order's link gives its number and the order's email or phone,
 * and sees the same tracking view as the link shows. The form posts (the email or phone never
 * goes in the address), from the page's script or, before it runs, to the route's action.
 */
export function FindOrderPage({ posted }: { posted?: PostedLookupAnswer }) {
  const t = useT();
  const refused = posted && 'problem' in posted ? posted : undefined;
  const [values, setValues] = useState({ orderNumber: refused?.orderNumber ?? '', confirm: refused?.confirm ?? '' });
  const [problem, setProblem] = useState({ message: refused?.problem ?? null, invalid: refused?.invalid ?? [] });
  const lookUp = useLookUpOrder();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTrackLookup(values);
    if ('problem' in read) {
      setProblem({ message: read.problem, invalid: read.invalid });
      return;
    }
    setProblem({ message: null, invalid: [] });
    lookUp.mutate(read.request, { onError: (error) => setProblem({ message: lookupRefusal(error), invalid: [] }) });
  };

  const tracked = lookUp.data?.order ?? (posted && 'order' in posted ? posted.order : undefined);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title={t('orders.trackTitle')}>
        <p>{t('orders.trackIntro')}</p>
      </PageTitle>
      {tracked ? (
        <TrackedOrderView order={tracked} owner={false} />
      ) : (
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="find-order-title"
          className="flex max-w-xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm"
        >
          <h2 id="find-order-title" className="font-display text-xl font-bold text-maroon-800">
            {t('orders.findTitle')}
          </h2>
          <FormAlert message={problem.message} />
          <FormField
            label={t('orders.findNumber')}
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            hint={t('orders.findNumberHint')}
            value={values.orderNumber}
            onChange={(event) => setValues({ ...values, orderNumber: event.target.value })}
            invalid={problem.invalid.includes('orderNumber')}
            autoFocus={problem.invalid[0] === 'orderNumber'}
          />
          <FormField
            label={t('orders.findConfirm')}
            name="confirm"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            hint={t('orders.findConfirmHint')}
            value={values.confirm}
            onChange={(event) => setValues({ ...values, confirm: event.target.value })}
            invalid={problem.invalid.includes('confirm')}
            autoFocus={problem.invalid[0] === 'confirm'}
          />
          <button type="submit" disabled={lookUp.isPending} className={`self-start ${primaryButtonClass}`}>
            {lookUp.isPending ? t('orders.checking') : t('orders.track')}
          </button>
        </form>
      )}
    </div>
  );
}
