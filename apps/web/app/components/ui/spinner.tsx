export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-label={label}>
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-gold-400 border-t-transparent" />
    </div>
  );
}
