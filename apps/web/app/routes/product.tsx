import { availabilityText } from '@shop/shared/catalogue-rules';
import { SHOP_NAME } from '@shop/shared/constants';
import { formatINR, rupeesToPaise } from '@shop/shared/money';
import type { Route } from './+types/product';
import { productQuery, useProduct } from '../features/catalogue/api/get-product';
import { serverApi } from '../lib/load-context';
import { fetchRequired } from '../lib/prefetch';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { dehydratedState, results } = await fetchRequired([productQuery(params.slug, serverApi(context))]);
  return { dehydratedState, product: results[0]!.data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${SHOP_NAME}` }];
  const { product } = loaderData;
  return [{ title: `${product.name} | ${SHOP_NAME}` }, { name: 'description', content: product.meta.description }];
}

export default function ProductPage({ params }: Route.ComponentProps) {
  const { data } = useProduct(params.slug);
  if (!data) return null;
  const product = data.data;
  const image = product.imageSet[0];
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="w-full rounded-2xl bg-cream-100"
        />
      ) : null}
      <div className="flex flex-col gap-4">
        <h1 className="font-display text-3xl text-maroon-800">{product.name}</h1>
        <p className="text-2xl font-bold">{formatINR(rupeesToPaise(product.price))}</p>
        <p className="text-ink-700">{product.description}</p>
        <ul className="grid grid-cols-4 gap-2" aria-label="Sizes">
          {product.variants.map((v) => (
            <li key={v._id} className="rounded border border-cream-200 p-2 text-center text-sm">
              Size {v.size}
              <br />
              <span className="text-xs text-ink-500">{availabilityText(v.stock)}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
