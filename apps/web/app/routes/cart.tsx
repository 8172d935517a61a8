import type { Route } from './+types/cart';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { cartQuery } from '../features/cart/api/get-cart';
import { CartPage as CartContents } from '../features/cart/components/cart-page';
import { useLocalePath, useT } from '../lib/i18n';
import { serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { prefetch } from '../lib/prefetch';

/**
 * A visitor with cookies (a guest's cart, a shopper's session) gets their lines in the first HTML,
 * read in-process; one without has no cart, and their page stays the same for all.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['cart', 'cartLines', 'delivery', 'coupons'],
    title: 'cart.metaTitle',
    description: 'cart.metaDescription',
    forms: true,
  });
  if (!request.headers.has('cookie')) return words;
  return { ...words, ...(await prefetch(serverApi(context), (api) => [cartQuery(api)])) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

/** Guests and shoppers alike: a guest's cart is kept under an anonymous cookie and asks for sign-in at checkout. */
export default function CartPage() {
  const t = useT();
  const inLocale = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('cart.crumbHome'), to: inLocale('/') }, { label: t('cart.crumbCart') }]} />
      <PageTitle title={t('cart.title')} />
      <CartContents />
    </div>
  );
}
