import type { Route } from './+types/checkout';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { addressesQuery } from '../features/account/api/get-addresses';
import { cartQuery } from '../features/cart/api/get-cart';
import { paymentOptionsQuery } from '../features/checkout/api/get-payment-options';
import { CheckoutPage as CheckoutContents } from '../features/checkout/components/checkout-page';
import { useLocalePath, useT } from '../lib/i18n';
import { serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { prefetch } from '../lib/prefetch';

/** The cart and saved addresses in the first HTML: checkout's first step is drawn before the script arrives. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['checkout', 'cart', 'cartLines', 'delivery', 'coupons', 'account', 'guard'],
    title: 'checkout.metaTitle',
    description: 'checkout.metaDescription',
    forms: true,
  });
  return {
    ...words,
    ...(await prefetch(serverApi(context), (api) => [cartQuery(api), addressesQuery(api), paymentOptionsQuery(api)])),
  };
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
