/** `12` → `9+` with a cap of 9: the header caps at 99, the mobile bar at 9 (spec section 9). */
export function badgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/** A count over an icon; nothing at all when there is nothing to count. */
export function CountBadge({ count, cap, label }: { count: number | undefined; cap: number; label: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className="absolute -top-1 -right-2 min-w-5 rounded-full bg-maroon-700 px-1 text-center text-[11px] leading-5 font-bold text-white">
      <span aria-hidden="true">{badgeText(count, cap)}</span>
      <span className="sr-only">
        {badgeText(count, cap)} {label}
      </span>
    </span>
  );
}
