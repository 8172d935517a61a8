import { useT } from '../../../lib/i18n';

/** Stands in for a picture that could not be shown; `label=""` for one beside its own words. */
export function ImagePlaceholder({ label }: { label?: string }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={label ?? t('shell.pictureMissing')}
      className="flex h-full w-full items-center justify-center bg-cream-100 text-ink-500"
    >
      <svg
        viewBox="0 0 48 48"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="6" y="9" width="36" height="30" rx="3" />
        <circle cx="17" cy="19" r="4" />
        <path d="m6 34 11-10 9 8 6-5 10 8" />
      </svg>
    </div>
  );
}
