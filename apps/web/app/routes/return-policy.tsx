import type { Route } from './+types/return-policy';
import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { contentPageData } from '../features/content/content-page.server';
import { ReturnPolicy } from '../features/content/components/return-policy';
import { PolicyLayout } from '../features/content/components/policy-layout';
import { useT } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'returnPolicy', () => ({ days: RETURN_WINDOW_DAYS }));
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/return-policy') }) : [];

export default function ReturnPolicyPage() {
  const t = useT();
  return (
    <PolicyLayout
      title={t('returnPolicy.title')}
      updated="2026-11-22"
      lead={t('returnPolicy.lead', { days: RETURN_WINDOW_DAYS })}
    >
      <ReturnPolicy />
    </PolicyLayout>
  );
}
