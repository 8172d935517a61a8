import type { Route } from './+types/terms-conditions';
import { SHOP_NAME } from '@shop/shared/constants';
import { contentPageData } from '../features/content/content-page.server';
import { TermsConditions } from '../features/content/components/terms-conditions';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'termsConditions', () => ({ shop: SHOP_NAME }));
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/terms-conditions') }) : [];

export default function TermsConditionsPage() {
  const t = useT();
  return (
    <PolicyLayout title={t('termsConditions.title')} updated="2026-11-22" lead={t('termsConditions.lead')}>
      <TermsConditions />
    </PolicyLayout>
  );
}
