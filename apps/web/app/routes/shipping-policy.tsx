import type { Route } from './+types/shipping-policy';
import { DISPATCH_HOURS, FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE } from '@shop/shared/constants';
import { DELIVERY_DAYS } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { contentPageData } from '../features/content/content-page.server';
import { ShippingPolicy } from '../features/content/components/shipping-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'shippingPolicy', (t) => ({
    dispatch: t('shippingPolicy.dispatchHours', DISPATCH_HOURS),
    metro: t('shippingPolicy.businessDays', DELIVERY_DAYS.metro.online),
    rest: t('shippingPolicy.businessDays', DELIVERY_DAYS.rest_of_india.online),
    free: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
    fee: formatINR(SHIPPING_FEE_PAISE.online),
    express: formatINR(SHIPPING_FEE_PAISE.express),
  }));
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/shipping-policy') }) : [];

export default function ShippingPolicyPage() {
  const t = useT();
  return (
    <PolicyLayout title={t('shippingPolicy.title')} updated="2026-11-22" lead={t('shippingPolicy.lead')}>
      <ShippingPolicy />
    </PolicyLayout>
  );
}
