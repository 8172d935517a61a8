import type { Route } from './+types/return-policy';
import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { ReturnPolicy } from '../features/content/components/return-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

const TITLE = 'Return Policy';
const LEAD = `Returns are simple: ${RETURN_WINDOW_DAYS} days from delivery, requested from your order page.`;

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: TITLE,
    description: `Return unused items within ${RETURN_WINDOW_DAYS} days of delivery from your order page. Refunds go back to your card, UPI or wallet.`,
    ...canonical(loaderData, '/return-policy'),
  });

export default function ReturnPolicyPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <ReturnPolicy />
    </PolicyLayout>
  );
}
