import { SHOP_NAME } from '@shop/shared/constants';
import { TermsConditions } from '../features/content/components/terms-conditions';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';

const TITLE = 'Terms & Conditions';
const LEAD = 'The terms that apply when you browse and buy from our shop.';

export const meta = () =>
  pageMeta({
    title: TITLE,
    description: `The terms of sale of ${SHOP_NAME}: products, prices, payments, coupons, orders and your account.`,
  });

export default function TermsConditionsPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <TermsConditions />
    </PolicyLayout>
  );
}
