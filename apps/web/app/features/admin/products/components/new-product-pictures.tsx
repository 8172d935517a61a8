import { toast } from '../../../../lib/toast';
import { ImageDrop, imageProblem } from './image-drop';

/**
 * A new product has no id to upload pictures to yet, so they are queued here (wrong files
 * refused with a toast) and the form uploads them once the product is created.
 */
export function NewProductPictures({
  queued,
  onQueuedChange,
}: {
  queued: File[];
  onQueuedChange: (update: (queued: File[]) => File[]) => void;
}) {
  return (
    <section aria-labelledby="new-pictures-heading" className="grid gap-3">
      <h2 id="new-pictures-heading" className="text-lg font-bold text-ink-900">
        Pictures
      </h2>
      <ImageDrop
        onFiles={(files) => {
          const good = files.filter((file) => {
            const problem = imageProblem(file);
            if (problem) toast.error(problem);
            return !problem;
          });
          onQueuedChange((q) => [...q, ...good]);
        }}
      />
      {queued.length > 0 ? (
        <ul className="grid gap-2" aria-label="Pictures to upload">
          {queued.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded bg-cream-50 px-3 py-2"
            >
              <span>{file.name}</span>
              <button
                type="button"
                className="text-sm font-semibold text-maroon-700 underline"
                onClick={() => onQueuedChange((q) => q.filter((_, i) => i !== index))}
              >
                Remove<span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-ink-700">
        Pictures are uploaded when the product is created; you can reorder them after.
      </p>
    </section>
  );
}
