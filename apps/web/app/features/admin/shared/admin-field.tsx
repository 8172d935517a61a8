import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** The input look shared by every admin form control; red border when wrong. */
export const adminInputClass = (invalid = false) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-ink-900 disabled:cursor-not-allowed disabled:bg-cream-100 ${
    invalid ? 'border-red-800' : 'border-ink-500'
  }`;

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/**
 * A label, any control (input, select, textarea) and its hint and error, wired together for
 * screen readers. The control is a render function that receives the props to spread on it:
 *
 *   <AdminField label="Name" error={errors.name?.message}>
 *     {(props) => <input {...props} {...register('name')} />}
 *   </AdminField>
 */
export function AdminField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: adminInputClass(Boolean(error)),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled checkbox (flags such as "Featured", "First order only"). */
export function AdminCheckbox({
  label,
  hint,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-maroon-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...inputProps}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-ink-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export const adminPrimaryButtonClass =
  'rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-70';
export const adminSecondaryButtonClass =
  'rounded-full border border-maroon-700 px-5 py-2 font-semibold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The page address of a collection, deity or article: typed when the record is new, shown
 * read-only once saved (`fixed`), since links and search engines already point at it.
 */
export function SlugField({
  value,
  fixed,
  example,
  error,
  onChange,
}: {
  value: string;
  fixed: boolean;
  /** An address of the right shape, e.g. "tulsi-mala". */
  example: string;
  error?: string;
  onChange: (slug: string) => void;
}) {
  return (
    <AdminField
      label="Slug"
      error={error}
      hint={fixed ? 'The page address; it cannot change.' : `The page address, e.g. ${example}`}
    >
      {(props) => <input {...props} value={value} readOnly={fixed} onChange={(e) => onChange(e.target.value)} />}
    </AdminField>
  );
}
