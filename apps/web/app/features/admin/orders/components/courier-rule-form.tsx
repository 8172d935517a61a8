import { COURIER_RULES, SHIPPING_MESSAGES, type CourierRule } from '@shop/shared/contracts/shipping';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../lib/toast';
import { AdminField, adminSecondaryButtonClass } from '../../shared/admin-field';
import { serverProblem } from '../../shared/form-errors';
import { useShippingSettings } from '../api/get-shipping-settings';
import { useSaveCourierRule } from '../api/save-courier-rule';
import { COURIER_RULE_LABELS } from '../order-labels';

/** The owner's rule (cheapest or fastest), saved on the server: the default of every booking. */
export function CourierRuleForm() {
  const settings = useShippingSettings();
  const save = useSaveCourierRule();
  const [problem, setProblem] = useState<string | null>(null);
  if (!settings.data) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = String(new FormData(event.currentTarget).get('courierRule') ?? '') as CourierRule;
    setProblem(null);
    save.mutate(rule, {
      onSuccess: () => toast.success(SHIPPING_MESSAGES.ruleSaved),
      onError: (error) => setProblem(serverProblem(error).message),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Courier rule" className="flex flex-wrap items-end gap-3">
      <AdminField label="When I do not pick a courier, book the" error={problem ?? undefined}>
        {(props) => (
          <select {...props} name="courierRule" defaultValue={settings.data.courierRule}>
            {COURIER_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {COURIER_RULE_LABELS[rule]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <button type="submit" disabled={save.isPending} className={adminSecondaryButtonClass}>
        {save.isPending ? 'Saving...' : 'Save rule'}
      </button>
    </form>
  );
}
