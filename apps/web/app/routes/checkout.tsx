import type { Route } from './+types/checkout';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { CheckoutPage as CheckoutContents } from '../features/checkout/components/checkout-page';
import { useLocalePath, useT } from '../lib/i18n';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['checkout', 'cart', 'delivery', 'coupons', 'account', 'guard'],
    title: 'checkout.metaTitle',
    description: 'checkout.metaDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

/** Guests never get here: the require-account layout sends them to log in first. */
export default function CheckoutPage() {
  const t = useT();
  const inLocale = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: t('cart.crumbHome'), to: inLocale('/') },
          { label: t('cart.crumbCart'), to: inLocale('/cart') },
          { label: t('checkout.metaTitle') },
        ]}
      />
      <PageTitle title={t('checkout.metaTitle')} />
      <CheckoutContents />
    </div>
  );
}
