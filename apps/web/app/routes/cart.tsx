import type { Route } from './+types/cart';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { CartPage as CartContents } from '../features/cart/components/cart-page';
import { useLocalePath, useT } from '../lib/i18n';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['cart', 'delivery', 'coupons'],
    title: 'cart.metaTitle',
    description: 'cart.metaDescription',
    forms: true,
  });
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
