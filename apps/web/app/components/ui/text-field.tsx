import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

export function TextField({ label, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        className="rounded-lg border border-ink-500 bg-white px-3 py-2 text-ink-900 disabled:cursor-not-allowed disabled:border-cream-200 disabled:bg-cream-100"
        {...inputProps}
      />
    </div>
  );
}
