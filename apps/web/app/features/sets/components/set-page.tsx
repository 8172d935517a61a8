import type { ProductSet } from '@shop/shared/contracts/sets';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { englishFallback, useLocalePath, useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { SetPrice, SetStock } from './set-price';

/** What the add-to-cart form's post answered: the set added, or why not in the shopper's words. */
export type PostedSet = { done: true; message: string } | { done: false; problem: string };

/**
 * A complete set's page: its parts with pictures and links, its price against the MRP, its stock,
 * and a plain form that adds it to the cart with or without the page's script (the route's action).
 */
export function SetPage({ set, posted }: { set: ProductSet; posted?: PostedSet }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-5xl px-4 py-3 md:py-6">
      <Breadcrumb items={[{ label: t('shell.home'), to: '/' }, { label: t('sets.sets') }, { label: set.name }]} />
      <article className="grid gap-6 md:grid-cols-2">
        {set.image ? (
          <img
            src={set.image.src}
            srcSet={set.image.srcSet}
            sizes="(min-width: 768px) 480px, 100vw"
            alt={set.image.alt}
            className="aspect-square w-full rounded-lg bg-cream-100 object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-3xl text-maroon-800">{set.name}</h1>
          <SetPrice set={set} />
          <SetStock set={set} />
          {posted ? (
            <p role={posted.done ? 'status' : 'alert'} className={posted.done ? 'text-leaf-600' : 'text-red-800'}>
              {posted.done ? posted.message : posted.problem}{' '}
              {posted.done ? (
                <a href={localePath('/cart')} className="font-semibold underline">
                  {t('sets.viewCart')}
                </a>
              ) : null}
            </p>
          ) : null}
          <form method="post">
            <input type="hidden" name="setId" value={set.id} />
            <input type="hidden" name="quantity" value="1" />
            <button
              type="submit"
              disabled={set.stock <= 0}
              className="min-h-12 w-full rounded-lg bg-maroon-700 px-6 py-3 font-semibold text-white disabled:opacity-50 sm:w-auto"
            >
              {t('sets.addToCart')}
            </button>
          </form>
          {set.description ? (
            <p {...englishFallback(set, 'description')} className="whitespace-pre-line text-ink-900">
              {set.description}
            </p>
          ) : null}
        </div>
      </article>
      <section aria-labelledby="set-parts-heading" className="mt-8">
        <h2 id="set-parts-heading" className="mb-3 font-display text-2xl text-maroon-800">
          {t('sets.inThisSet')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {set.parts.map((part) => (
            <li key={part.variantId}>
              <PlainLink
                to={`/products/${part.slug}?size=${encodeURIComponent(part.size)}`}
                className="flex min-h-12 items-center gap-3 rounded-lg border border-cream-200 p-2 hover:bg-cream-50"
              >
                {part.image ? (
                  <img
                    src={part.image.src}
                    srcSet={part.image.srcSet}
                    sizes="64px"
                    alt={part.image.alt}
                    loading="lazy"
                    className="size-16 shrink-0 rounded bg-cream-100 object-cover"
                  />
                ) : null}
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{part.name}</span>
                  <span className="text-sm text-ink-700">
                    {t('sets.size', { size: part.size })}{' '}
                    {part.quantity > 1 ? t('sets.quantityOf', { count: part.quantity }) : ''}
                  </span>
                </span>
              </PlainLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
