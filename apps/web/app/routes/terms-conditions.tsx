import type { Route } from './+types/terms-conditions';
import { SHOP_NAME } from '@shop/shared/constants';
import { TermsConditions } from '../features/content/components/terms-conditions';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

const TITLE = 'Terms & Conditions';
const LEAD = 'The terms that apply when you browse and buy from our shop.';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: TITLE,
    description: `The terms of sale of ${SHOP_NAME}: products, prices, payments, coupons, orders and your account.`,
    ...canonical(loaderData, '/terms-conditions'),
  });

export default function TermsConditionsPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <TermsConditions />
    </PolicyLayout>
  );
}
