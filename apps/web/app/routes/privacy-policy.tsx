import type { Route } from './+types/privacy-policy';
import { SHOP_NAME } from '@shop/shared/constants';
import { PrivacyPolicy } from '../features/content/components/privacy-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

const TITLE = 'Privacy Policy';
const LEAD = 'What we collect when you shop with us, why, and the choices you have.';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: TITLE,
    description: `How ${SHOP_NAME} collects, uses and protects your personal data, and how to see, correct or delete it.`,
    ...canonical(loaderData, '/privacy-policy'),
  });

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout title={TITLE} updated="2026-11-22" lead={LEAD}>
      <PrivacyPolicy />
    </PolicyLayout>
  );
}
