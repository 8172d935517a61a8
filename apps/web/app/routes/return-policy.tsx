import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { ReturnPolicy } from '../features/content/components/return-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';

const TITLE = 'Return Policy';
const LEAD = `Returns are simple: ${RETURN_WINDOW_DAYS} days from delivery, requested from your order page.`;

export const meta = () =>
  pageMeta({
    title: TITLE,
    description: `Return unused items within ${RETURN_WINDOW_DAYS} days of delivery from your order page. Refunds go back to your card, UPI or wallet.`,
  });

export default function ReturnPolicyPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <ReturnPolicy />
    </PolicyLayout>
  );
}
