import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shop/shared/contracts/admin-products';
import { useId, useState } from 'react';

/** Checks a picture before it is sent; the server checks again (and decodes it). */
export function imageProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name}: please upload a JPEG, PNG or WebP image`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `${file.name}: images can be at most 8 MB`;
  return null;
}

/**
 * A drop zone for pictures with a file input inside it, so a keyboard or a tablet without drag and
 * drop can choose files too.
 */
export function ImageDrop({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
        over ? 'border-maroon-700 bg-cream-100' : 'border-ink-500 bg-white'
      }`}
    >
      <p className="text-ink-700">Drag and drop pictures here (JPEG, PNG or WebP, up to 8 MB each), or</p>
      <label
        htmlFor={id}
        className="cursor-pointer rounded-full border border-maroon-700 px-4 py-2 font-semibold text-maroon-700 focus-within:outline hover:bg-cream-100"
      >
        Choose pictures
        <input
          id={id}
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
