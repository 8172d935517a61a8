import type { Route } from './+types/shipping-policy';
import { DISPATCH_PROMISE, FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE } from '@shop/shared/constants';
import { deliveryDaysText } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { ShippingPolicy } from '../features/content/components/shipping-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

const TITLE = 'Shipping Policy';
const LEAD = 'How and when your order reaches you, and what delivery costs.';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: TITLE,
    description: `Orders ship within ${DISPATCH_PROMISE} and arrive in ${deliveryDaysText('metro')} in metros and ${deliveryDaysText()} across most of India. Free standard delivery from ${formatINR(FREE_SHIPPING_THRESHOLD_PAISE)}, otherwise ${formatINR(SHIPPING_FEE_PAISE.online)}; express ${formatINR(SHIPPING_FEE_PAISE.express)}; store pickup free.`,
    ...canonical(loaderData, '/shipping-policy'),
  });

export default function ShippingPolicyPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <ShippingPolicy />
    </PolicyLayout>
  );
}
