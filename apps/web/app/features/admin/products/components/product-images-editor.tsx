import type { AdminImageAlt, AdminProduct } from '@shop/shared/contracts/admin-products';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { adminInputClass } from '../../shared/admin-field';
import { useProductImages } from '../api/product-images';
import { ImageDrop, imageProblem } from './image-drop';

const smallButton =
  'rounded-full border border-maroon-700 px-3 py-1 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-50';

/** A saved product's pictures: upload, alt text, move up or down (the first is the main picture), remove. */
export function ProductImagesEditor({ product }: { product: AdminProduct }) {
  const images = useProductImages(product.id);
  /** Alt texts being edited, by picture: the English and the Hindi, saved together. */
  const [alts, setAlts] = useState<Record<string, AdminImageAlt>>({});
  const order = product.images.map((i) => i.id);

  const run = (change: Parameters<typeof images.mutate>[0], done: string) =>
    images.mutate(change, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error.message),
    });

  const upload = async (files: File[]) => {
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      try {
        await images.mutateAsync({ kind: 'upload', file, alt: product.name });
        toast.success(`${file.name} uploaded`);
      } catch (error) {
        toast.error((error as Error).message);
      }
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    run({ kind: 'order', imageIds: next }, 'Picture order saved');
  };

  return (
    <section aria-labelledby="pictures-heading" className="grid gap-4">
      <h2 id="pictures-heading" className="text-lg font-bold text-ink-900">
        Pictures
      </h2>
      <ImageDrop onFiles={upload} disabled={images.isPending} />
      {images.isPending ? <p role="status">Saving pictures…</p> : null}
      {product.images.length === 0 ? (
        <p className="text-ink-700">No pictures yet. The first picture is the one shoppers see in listings.</p>
      ) : (
        <ol className="grid gap-3">
          {product.images.map((image, index) => {
            const saved: AdminImageAlt = { alt: image.alt, hi: image.hi };
            const edited = alts[image.id] ?? saved;
            const unchanged = edited.alt === saved.alt && edited.hi?.alt === saved.hi?.alt;
            return (
              <li key={image.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-cream-200 p-3">
                <img src={image.thumbnail} alt="" width={80} height={80} className="h-20 w-20 rounded object-cover" />
                <div className="flex min-w-48 flex-1 flex-col gap-1">
                  <label htmlFor={`alt-${image.id}`} className="text-sm font-semibold">
                    Alt text for picture {index + 1}
                  </label>
                  <input
                    id={`alt-${image.id}`}
                    className={adminInputClass()}
                    value={edited.alt}
                    maxLength={200}
                    onChange={(e) => setAlts({ ...alts, [image.id]: { ...edited, alt: e.target.value } })}
                  />
                  <label htmlFor={`alt-hi-${image.id}`} className="text-sm font-semibold">
                    Picture {index + 1} alt text in Hindi
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={`alt-hi-${image.id}`}
                      lang="hi"
                      className={adminInputClass()}
                      value={edited.hi?.alt ?? ''}
                      maxLength={200}
                      placeholder="Empty: Hindi pages show the English"
                      onChange={(e) => setAlts({ ...alts, [image.id]: { ...edited, hi: { alt: e.target.value } } })}
                    />
                    <button
                      type="button"
                      className={smallButton}
                      disabled={images.isPending || unchanged}
                      onClick={() => run({ kind: 'alt', imageId: image.id, alt: edited }, 'Alt text saved')}
                    >
                      Save<span className="sr-only"> alt text for picture {index + 1}</span>
                    </button>
                  </div>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0 || images.isPending}
                    onClick={() => move(index, -1)}
                  >
                    Move up<span className="sr-only"> picture {index + 1}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === product.images.length - 1 || images.isPending}
                    onClick={() => move(index, 1)}
                  >
                    Move down<span className="sr-only"> picture {index + 1}</span>
                  </button>
                  <ConfirmDialog
                    triggerLabel={
                      <>
                        Remove<span className="sr-only"> picture {index + 1}</span>
                      </>
                    }
                    triggerClassName={smallButton}
                    title="Remove this picture?"
                    description="Shoppers will no longer see it."
                    confirmLabel="Remove"
                    destructive
                    disabled={images.isPending}
                    onConfirm={() => run({ kind: 'remove', imageId: image.id }, 'Picture removed')}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
