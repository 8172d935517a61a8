import type { Route } from './+types/privacy-policy';
import { SHOP_NAME } from '@shop/shared/constants';
import { contentPageData } from '../features/content/content-page.server';
import { PrivacyPolicy } from '../features/content/components/privacy-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'privacyPolicy', () => ({ shop: SHOP_NAME }));
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/privacy-policy') }) : [];

export default function PrivacyPolicyPage() {
  const t = useT();
  return (
    <PolicyLayout title={t('privacyPolicy.title')} updated="2026-11-22" lead={t('privacyPolicy.lead')}>
      <PrivacyPolicy />
    </PolicyLayout>
  );
}
